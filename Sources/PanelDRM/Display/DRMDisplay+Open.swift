import PanelPlatform

extension DRMDisplay {
    /// Opens the card, output and mode that `options` ask for (or the first usable ones), takes DRM master
    /// (waiting up to `options.masterWait` seconds for another program to let go) and lights the panel.
    ///
    /// - Parameters:
    ///   - options: `--device`, `--output`, `--mode`, `--rotation`, `--legacy-kms`, `--master-wait`.
    ///   - system: the kernel, or a fake in tests.
    ///   - clock: the run loop's clock (flip timeouts, master retries).
    ///   - log: one line per notable event, such as waiting for DRM master.
    /// - Throws: a `DRMError` saying what is missing and what to do: no /dev/dri, permission denied (with the
    ///   node's group), no connected output, an unknown output or mode, DRM master held elsewhere.
    /// The calls that allocate and map scanout buffers (their failures are not the atomic API's).
    static let bufferCalls: Set<String> = ["drmModeCreateDumbBuffer", "drmModeAddFB2", "drmModeMapDumbBuffer", "mmap"]

    public static func open(
        options: PanelOptions, system: any DRMSystem = LinuxDRMSystem(), clock: any Clock = MonotonicClock(),
        log: @escaping (String) -> Void = { _ in }
    ) throws(DRMError) -> DRMDisplay {
        let (device, connector, mode) = try choose(options: options, system: system)
        do {
            try takeMaster(device: device, system: system, wait: options.masterWait, log: log)
            let atomic = !options.legacyKMS && device.enableAtomic()
            do {
                return try DRMDisplay(
                    device: device, connector: connector, mode: mode, rotation: options.rotation, atomic: atomic,
                    clock: clock, log: log)
            } catch .system(let call, let errno, let context) where atomic && !bufferCalls.contains(call) {
                // A modeset the driver refused through atomic; a buffer it could not allocate is no reason to
                // try legacy KMS (that fails the same way, or hides the real trouble).
                log("atomic modeset failed (\(call): \(errnoName(errno)), \(context)); using legacy KMS")
                return try DRMDisplay(
                    device: device, connector: connector, mode: mode, rotation: options.rotation, atomic: false,
                    clock: clock, log: log)
            }
        } catch {
            device.close()
            throw error
        }
    }

    /// One line per output of every card (or of `--device`), for `--output list`:
    /// `card0 Virtual-1 connected 800x480@60* 1024x768@60` (`*` marks the preferred mode).
    /// - Throws: `DRMError` when no card can be opened.
    public static func describeOutputs(options: PanelOptions, system: any DRMSystem = LinuxDRMSystem())
        throws(DRMError) -> [String]
    {
        let cards = try cardList(options: options, system: system)
        var lines: [String] = []
        var firstError: DRMError?
        for path in cards {
            let device: any KMSDevice
            do {
                device = try system.openCard(path: path)
            } catch {
                firstError = firstError ?? error
                continue
            }
            defer { device.close() }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            for c in (try? device.connectors()) ?? [] {
                let modes = c.modes.map { "\($0)\($0.isPreferred ? "*" : "")" }.joined(separator: " ")
                lines.append(
                    "\(name) \(c.name) \(c.isConnected ? "connected" : "disconnected")\(modes.isEmpty ? "" : " ")\(modes)"
                )
            }
        }
        if lines.isEmpty, let e = firstError { throw e }
        return lines
    }

    static func cardList(options: PanelOptions, system: any DRMSystem) throws(DRMError) -> [String] {
        if let d = options.device { return [d] }
        guard let cards = system.cardPaths() else { throw .noDevice(hint: noDRIHint) }
        if cards.isEmpty { throw .noDevice(hint: "/dev/dri has no card nodes; " + noDRIHint) }
        return cards
    }

    /// The first card with a usable output, honouring `--device`, `--output` and `--mode`.
    static func choose(options: PanelOptions, system: any DRMSystem) throws(DRMError) -> (
        any KMSDevice, Connector, DisplayMode
    ) {
        let cards = try cardList(options: options, system: system)
        var permission: DRMError?
        var seen: [String] = []
        var names: [String] = []
        var firstPath: String?
        for path in cards {
            let device: any KMSDevice
            do {
                device = try system.openCard(path: path)
            } catch .permissionDenied(let p, let g, let h) {
                permission = permission ?? .permissionDenied(path: p, group: g, hint: h)
                continue
            }
            firstPath = firstPath ?? path
            var keep = false
            defer { if !keep { device.close() } }
            guard device.supportsDumbBuffers else {
                if options.device != nil { throw .notModesetting(path: path) }
                continue
            }
            let connectors: [Connector]
            do {
                connectors = try device.connectors()
            } catch .notModesetting {
                if options.device != nil { throw .notModesetting(path: path) }
                continue
            }
            seen += connectors.map { "\($0.name) \($0.isConnected ? "connected" : "disconnected")" }
            names += connectors.map(\.name)
            let candidates: [Connector]
            if let wanted = options.output {
                candidates = connectors.filter { $0.name.lowercased() == wanted.lowercased() }
            } else {
                candidates = connectors
            }
            guard let connector = candidates.first(where: { $0.isConnected && !$0.modes.isEmpty }) else { continue }
            let mode: DisplayMode
            if let request = options.mode {
                guard let m = request.bestMatch(in: connector.modes) else {
                    throw .modeNotFound(
                        requested: request.description, output: connector.name,
                        available: connector.modes.map(\.description))
                }
                mode = m
            } else {
                mode = connector.preferredMode!
            }
            keep = true
            return (device, connector, mode)
        }
        if let wanted = options.output, !names.contains(where: { $0.lowercased() == wanted.lowercased() }),
            !names.isEmpty
        {
            throw .unknownOutput(name: wanted, available: names)
        }
        if let p = permission, firstPath == nil { throw p }
        throw .noConnectedOutput(path: firstPath ?? cards[0], connectors: seen)
    }

    /// Becomes DRM master, waiting for another holder to let go.
    static func takeMaster(device: any KMSDevice, system: any DRMSystem, wait: Double, log: (String) -> Void)
        throws(DRMError)
    {
        if device.isMaster() { return }
        let step = 0.5
        var waited = 0.0
        while true {
            do {
                try device.acquireMaster()
                if waited > 0 { log("\(device.path): got DRM master after \(formatSeconds(waited))") }
                return
            } catch .notMaster {
                if waited >= wait { throw .masterHeld(path: device.path, seconds: wait) }
                if waited == 0 {
                    log(
                        "\(device.path): another program holds DRM master (a desktop, Plymouth or another kiosk); retrying for \(formatSeconds(wait))"
                    )
                }
                system.sleep(seconds: step)
                waited += step
            }
        }
    }
}
