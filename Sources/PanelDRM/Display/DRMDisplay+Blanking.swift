extension DRMDisplay {
    /// Darkens the panel: the CRTC goes inactive and nothing is presented until `unblank()` (frames the UI
    /// draws meanwhile are kept and shown then). The backlight is the caller's (`SysfsBacklight`).
    /// - Throws: `DRMError` when the kernel refuses to turn the CRTC off (the display is still marked blanked,
    ///   so nothing is presented either way).
    public func blank() throws(DRMError) {
        guard state != .closed, !isBlanked else { return }
        isBlanked = true
        statistics.blanks += 1
        // While paused (another program has the display) there is nothing of ours to turn off.
        guard state == .running else { return }
        do {
            try device.deactivate(route: route, atomic: usesAtomic)
        } catch .notMaster {
            pause(.masterLost)
        }
    }

    /// Lights the panel again with a full frame of what the UI last drew.
    /// - Returns: false when the modeset failed (presenting then stays paused and is retried).
    @discardableResult
    public func unblank() -> Bool {
        guard state != .closed, isBlanked else { return true }
        isBlanked = false
        statistics.unblanks += 1
        guard state == .running else { return true }
        if resume() { return true }
        pause(.masterLost)
        return false
    }

    /// The seat manager took the devices away (a VT switch): stop presenting until `seatEnabled()`. DRM master
    /// is the manager's to give back, so it is not asked for meanwhile.
    public func seatDisabled() {
        guard state == .running else { return }
        pause(.masterLost)
        retryAt = nil
    }

    /// The seat is back: set the mode again and show a full frame (unless blanked).
    public func seatEnabled() {
        guard state == .paused(.masterLost) else { return }
        if !resume() { retryAt = 0 }  // try again at the next dispatch
    }
}
