// Placeholder so the target is not empty while it is being written.
