print("panel-bench: not yet")
