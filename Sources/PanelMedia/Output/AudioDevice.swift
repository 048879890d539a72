/// Which sound output the player uses.
public enum AudioDevice: Sendable, Equatable, CustomStringConvertible {
    /// No sound: every file plays silent, timed by the display's clock.
    case none
    /// An ALSA PCM by name: `default`, `plughw:0,0`, `hdmi:CARD=vc4hdmi0`.
    case alsa(String)
    /// A PCM defined by an ALSA configuration text, named `pcm` in it. Tests use the file plugin over the
    /// null PCM (`pcm.capture { type file; slave { pcm { type null } }; file "/tmp/out.raw"; format raw }`),
    /// which writes every sample to a file and needs no sound card.
    case alsaConfiguration(pcm: String, configuration: String)

    /// The system's default ALSA output.
    public static let systemDefault = AudioDevice.alsa("default")

    public var description: String {
        switch self {
        case .none: return "none"
        case .alsa(let name): return "ALSA \(name)"
        case .alsaConfiguration(let pcm, _): return "ALSA \(pcm) (from a configuration text)"
        }
    }
}
