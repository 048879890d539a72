/// Why the seat manager could not lend the seat.
public enum SeatError: Error, Equatable, CustomStringConvertible {
    /// No seat manager answered (no seatd socket, no logind session).
    case noSeatManager(errno: Int32)
    /// The manager answered but the seat never became ours (another session is in front).
    case notEnabled(seat: String, seconds: Double)

    public var description: String {
        switch self {
        case .noSeatManager(let e):
            return
                "no seat manager (libseat: \(errnoName(e))); start seatd (systemctl enable --now seatd) or run in a logind session, or set seat = direct in the config"
        case .notEnabled(let seat, let seconds):
            return
                "\(seat) was not given to the kiosk within \(formatSeconds(seconds)); another session is in front (switch to the kiosk's VT)"
        }
    }
}
