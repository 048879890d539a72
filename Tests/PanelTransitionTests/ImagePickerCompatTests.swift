import PanelKitCompat
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// `UIImagePickerController` reading a folder of pictures (`PANEL_PICTURES_DIR`): a grid of thumbnails, a
/// tap hands the delegate the picture and its file URL, Cancel dismisses it; no camera on a panel.
@Suite("PanelKitCompat: UIImagePickerController", .serialized)
@MainActor
struct ImagePickerCompatTests {
    /// The delegate of the Apple sample: keeps what was picked and dismisses the picker.
    final class Picked: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var image: UIImage?
        var url: URL?
        var edited: UIImage?
        var cancelled = false
        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            image = info[.originalImage] as? UIImage
            url = info[.imageURL] as? URL
            edited = info[.editedImage] as? UIImage
            picker.dismiss(animated: true)
        }
    }

    /// Only the navigation half: cancelling falls back to UIKit's default, dismissing the picker.
    final class NavigationOnly: UINavigationControllerDelegate, UIImagePickerControllerDelegate {}

    /// A fresh folder with `files` (name and picture), named in `PANEL_PICTURES_DIR`.
    private func folder(_ files: [(String, UIImage)], extra: [(String, String)] = []) -> String {
        let dir = "/tmp/panel-picker-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        mkdir(dir, 0o755)
        for (name, image) in files {
            let data = name.hasSuffix(".jpg") ? image.jpegData(compressionQuality: 0.9)! : image.pngData()!
            _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: data)
        }
        for (name, text) in extra {
            _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(text.utf8))
        }
        setenv("PANEL_PICTURES_DIR", dir, 1)
        return dir
    }

    private func picture(width: Int, height: Int, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
            UIColor.white.setFill()
            context.fill(CGRect(x: width / 4, y: height / 4, width: width / 2, height: height / 2))
        }
    }

    private func first<T: UIView>(_ type: T.Type, in view: UIView, where test: (T) -> Bool = { _ in true }) -> T? {
        if let v = view as? T, test(v) { return v }
        for s in view.subviews {
            if let found = first(type, in: s, where: test) { return found }
        }
        return nil
    }

    private func all<T: UIView>(_ type: T.Type, in view: UIView) -> [T] {
        ((view as? T).map { [$0] } ?? []) + view.subviews.flatMap { all(type, in: $0) }
    }

    private func present(_ picker: UIImagePickerController, h: TransitionHarness, root: UIViewController) {
        root.present(picker, animated: true)
        h.run(until: { picker.transitionCoordinator == nil && picker.view.window != nil })
        h.step()
    }

    @Test func thePickerListsTheFolderAndATapDeliversThePictureAndItsURL() throws {
        let dir = folder(
            [
                ("a-red.png", picture(width: 120, height: 80, .systemRed)),
                ("b-blue.jpg", picture(width: 64, height: 96, .blue)),
            ],
            extra: [("notes.txt", "not a picture"), ("broken.png", "not a PNG either")])
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera), "a panel has no camera")
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(
            !UIImagePickerController.isCameraDeviceAvailable(.rear)
                && !UIImagePickerController.isFlashAvailable(for: .front))
        #expect(UIImagePickerController.availableCaptureModes(for: .rear) == nil)
        #expect(!UIImagePickerController().startVideoCapture(), "nothing to record with")
        let root = UIViewController()
        let h = TransitionHarness(width: 400, height: 700, root: root)
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.mediaTypes = ["public.image"]
        let delegate = Picked()
        picker.delegate = delegate
        present(picker, h: h, root: root)
        let thumbnails = all(UIImageView.self, in: picker.view).filter { $0.image != nil && $0.bounds.width > 90 }
        #expect(thumbnails.count == 2, "two pictures; the text file and the broken PNG are skipped")
        #expect(first(UILabel.self, in: picker.view, where: { $0.text == "Photos" && $0.window != nil }) != nil)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/image-picker.png")
        }
        let second = try #require(thumbnails.sorted { $0.frame.minX < $1.frame.minX }.last)
        let r = second.convert(second.bounds, to: h.window)
        h.tap(at: CGPoint(x: r.midX, y: r.midY))
        h.run(until: { root.presentedViewController == nil })
        let image = try #require(delegate.image)
        #expect(image.size == CGSize(width: 64, height: 96), "the JPEG as decoded")
        #expect(delegate.url == URL(fileURLWithPath: dir + "/b-blue.jpg"))
        #expect(delegate.edited == nil, "no editing asked")
        #expect(root.presentedViewController == nil, "the delegate dismissed it")
    }

    @Test func editingGivesTheCentredSquareAndCancelDismisses() throws {
        _ = folder([("wide.png", picture(width: 120, height: 80, .systemGreen))])
        let root = UIViewController()
        let h = TransitionHarness(width: 400, height: 700, root: root)
        let picker = UIImagePickerController()
        picker.allowsEditing = true
        let delegate = Picked()
        picker.delegate = delegate
        present(picker, h: h, root: root)
        let thumbnail = try #require(all(UIImageView.self, in: picker.view).first { $0.bounds.width > 90 })
        let r = thumbnail.convert(thumbnail.bounds, to: h.window)
        h.tap(at: CGPoint(x: r.midX, y: r.midY))
        h.run(until: { root.presentedViewController == nil })
        #expect(delegate.edited?.size == CGSize(width: 80, height: 80))

        // Cancel with a delegate that leaves it to UIKit's default: the picker goes.
        let again = UIImagePickerController()
        let navigationOnly = NavigationOnly()
        again.delegate = navigationOnly
        present(again, h: h, root: root)
        let cancel = try #require(
            first(UILabel.self, in: again.view, where: { $0.text == "Cancel" && $0.window != nil }))
        let c = cancel.convert(cancel.bounds, to: h.window)
        h.tap(at: CGPoint(x: c.midX, y: c.midY))
        h.run(until: { root.presentedViewController == nil })
        #expect(root.presentedViewController == nil, "Cancel dismissed the picker")
    }

    @Test func anEmptyOrMissingFolderShowsAMessage() throws {
        let dir = folder([])
        let root = UIViewController()
        let h = TransitionHarness(width: 400, height: 700, root: root)
        let picker = UIImagePickerController()
        present(picker, h: h, root: root)
        let message = try #require(
            first(UILabel.self, in: picker.view, where: { $0.text?.hasPrefix("No Photos") == true }))
        #expect(message.text?.contains(dir) == true, "names the folder: \(message.text ?? "")")
        #expect(message.window != nil)
        picker.dismiss(animated: false)
        h.step()
        setenv("PANEL_PICTURES_DIR", dir + "/missing", 1)
        let missing = UIImagePickerController()
        present(missing, h: h, root: root)
        #expect(first(UILabel.self, in: missing.view, where: { $0.text?.hasPrefix("No Photos") == true }) != nil)
        missing.dismiss(animated: false)
        h.step()
        let camera = UIImagePickerController()
        camera.sourceType = .camera
        present(camera, h: h, root: root)
        #expect(first(UILabel.self, in: camera.view, where: { $0.text?.hasPrefix("No Camera") == true }) != nil)
    }
}
