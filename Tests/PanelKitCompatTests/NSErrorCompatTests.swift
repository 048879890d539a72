import PanelKitCompat
import Testing

/// `NSError`, `LocalizedError` and `CustomNSError` as UIKit code uses them with only `import UIKit`: the
/// expected strings are Apple's Foundation's ("The operation couldn’t be completed. (domain error code.)",
/// with its typographic apostrophe). Swift on Linux has no `error as NSError`: `NSError(error)` stands in.
@Suite("PanelKitCompat: NSError and Swift errors")
struct NSErrorCompatTests {
    enum LoginError: Error {
        case badPassword, locked, offline
    }

    struct DiskFullError: LocalizedError {
        var errorDescription: String? { "The disk is full." }
        var failureReason: String? { "Only 2 MB are free." }
        var recoverySuggestion: String? { "Delete some recordings." }
    }

    enum UploadError: CustomNSError {
        case rejected
        static var errorDomain: String { "com.example.upload" }
        var errorCode: Int { 413 }
        var errorUserInfo: [String: Any] { ["limit": 10] }
    }

    @Test func anErrorBuiltInCodeAnswersWithItsDetails() {
        let plain = NSError(domain: "com.example.sync", code: 42)
        #expect(plain.domain == "com.example.sync" && plain.code == 42 && plain.userInfo.isEmpty)
        #expect(plain.localizedDescription == "The operation couldn’t be completed. (com.example.sync error 42.)")
        #expect(plain.localizedFailureReason == nil)

        let described = NSError(
            domain: NSCocoaErrorDomain, code: 4,
            userInfo: [
                NSLocalizedDescriptionKey: "The file doesn’t exist.",
                NSLocalizedFailureReasonErrorKey: "It was deleted.",
                NSLocalizedRecoverySuggestionErrorKey: "Choose another file.",
            ])
        #expect(described.localizedDescription == "The file doesn’t exist.")
        #expect(described.localizedFailureReason == "It was deleted.")
        #expect(described.localizedRecoverySuggestion == "Choose another file.")

        let reasonOnly = NSError(domain: "D", code: 1, userInfo: [NSLocalizedFailureReasonErrorKey: "No network."])
        #expect(reasonOnly.localizedDescription == "The operation couldn’t be completed. No network.")
    }

    @Test func underlyingErrorsComeFromTheirKeys() {
        let cause = NSError(domain: NSPOSIXErrorDomain, code: 28)
        let error = NSError(domain: "com.example", code: 1, userInfo: [NSUnderlyingErrorKey: cause])
        let underlying = error.underlyingErrors
        #expect(underlying.count == 1)
        #expect((underlying.first as? NSError)?.code == 28)
        #expect(NSError(domain: "x", code: 0).underlyingErrors.isEmpty)
    }

    @Test func swiftErrorsGetFoundationsDomainCodeAndDescription() {
        let error: any Error = LoginError.offline
        let bridged = NSError(error)
        #expect(bridged.domain == "PanelKitCompatTests.NSErrorCompatTests.LoginError")
        #expect(bridged.code == 2, "an enum case's index is its code")
        #expect(
            error.localizedDescription
                == "The operation couldn’t be completed. (PanelKitCompatTests.NSErrorCompatTests.LoginError error 2.)")

        let disk: any Error = DiskFullError()
        #expect(disk.localizedDescription == "The disk is full.")
        let diskNS = NSError(disk)
        #expect(diskNS.localizedFailureReason == "Only 2 MB are free.")
        #expect(diskNS.localizedRecoverySuggestion == "Delete some recordings.")

        let upload = NSError(UploadError.rejected)
        #expect(upload.domain == "com.example.upload" && upload.code == 413)
        #expect(upload.userInfo["limit"] as? Int == 10)
        #expect(
            UploadError.rejected.localizedDescription
                == "The operation couldn’t be completed. (com.example.upload error 413.)")
    }

    @Test func aThrownNSErrorIsCaughtAsOneAndKeepsItsText() {
        func load() throws {
            throw NSError(domain: "com.example", code: 7, userInfo: [NSLocalizedDescriptionKey: "Offline"])
        }
        var caught: NSError?
        do { try load() } catch let error as NSError { caught = error } catch {}
        #expect(caught?.code == 7)
        let asError: (any Error)? = caught
        #expect(asError?.localizedDescription == "Offline", "an NSError seen as Error keeps its own description")
        #expect(NSError(caught!).domain == "com.example")
        #expect("\(caught!)" == "Error Domain=com.example Code=7 \"Offline\" UserInfo={NSLocalizedDescription=Offline}")
    }
}
