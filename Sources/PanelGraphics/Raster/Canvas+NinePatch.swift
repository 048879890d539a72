// Drawing a resizable picture (`Surface.resizableImage(withCapInsets:resizingMode:)`) into a rectangle of
// another size, as UIKit draws one: the four corners at their own size, the top and bottom edges stretched
// or tiled across, the left and right edges down, and the middle both ways. The caps cut the picture into
// nine pieces (whole pixels), copied out once and kept on the picture, so that a scaled piece's filtering
// never reaches into its neighbours.
extension Canvas {
    /// Most tiles one piece is drawn with; past this the piece is stretched (a 1-pixel tile over a screen).
    private static let maximumTiles = 4096

    func drawNinePatch(_ image: Surface, in rect: Rect, alpha: Double) {
        let caps = Self.pixelCaps(of: image)
        let pieces = Self.pieces(of: image, caps: caps)
        let left = Double(caps.left)
        let right = Double(caps.right)
        let top = Double(caps.top)
        let bottom = Double(caps.bottom)
        // Caps wider than the destination shrink in proportion, as UIKit's do.
        let sx = left + right > rect.width ? rect.width / max(left + right, 1e-9) : 1
        let sy = top + bottom > rect.height ? rect.height / max(top + bottom, 1e-9) : 1
        let xs = [rect.minX, rect.minX + left * sx, rect.maxX - right * sx, rect.maxX]
        let ys = [rect.minY, rect.minY + top * sy, rect.maxY - bottom * sy, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                guard let piece = pieces[row * 3 + column] else { continue }
                let to = Rect(
                    x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                guard to.width > 0, to.height > 0 else { continue }
                // Corners are never tiled; edges tile along their length, the middle both ways.
                let tileX = image.resizingMode == .tile && column == 1
                let tileY = image.resizingMode == .tile && row == 1
                drawPiece(piece, to: to, tileX: tileX, tileY: tileY, alpha: alpha)
            }
        }
    }

    /// The caps in whole pixels, never overlapping.
    private static func pixelCaps(of image: Surface) -> (left: Int, right: Int, top: Int, bottom: Int) {
        let c = image.capInsets
        let left = min(image.width, Int(c.left.rounded()))
        let right = min(image.width - left, Int(c.right.rounded()))
        let top = min(image.height, Int(c.top.rounded()))
        let bottom = min(image.height - top, Int(c.bottom.rounded()))
        return (left, right, top, bottom)
    }

    /// The nine pieces, row by row (nil where a piece is empty), made on first use and kept on the picture.
    private static func pieces(of image: Surface, caps: (left: Int, right: Int, top: Int, bottom: Int))
        -> [Surface?]
    {
        if let kept = image.ninePatchPieces { return kept }
        let xs = [0, caps.left, image.width - caps.right, image.width]
        let ys = [0, caps.top, image.height - caps.bottom, image.height]
        var pieces: [Surface?] = []
        let bytes = image.format.bytesPerPixel
        for row in 0..<3 {
            for column in 0..<3 {
                let w = xs[column + 1] - xs[column]
                let h = ys[row + 1] - ys[row]
                guard w > 0, h > 0 else {
                    pieces.append(nil)
                    continue
                }
                let piece = Surface(width: w, height: h, format: image.format)
                for y in 0..<h {
                    (piece.pixels + y * piece.stride).copyMemory(
                        from: image.pixels + (ys[row] + y) * image.stride + xs[column] * bytes, byteCount: w * bytes)
                }
                piece.isOpaque = image.isOpaque
                pieces.append(piece)
            }
        }
        image.ninePatchPieces = pieces
        return pieces
    }

    /// Draws `piece` into `to`: scaled to fill it, or repeated at its own size along the axes that tile.
    private func drawPiece(_ piece: Surface, to: Rect, tileX: Bool, tileY: Bool, alpha: Double) {
        var stepX = tileX ? Double(piece.width) : to.width
        var stepY = tileY ? Double(piece.height) : to.height
        if !tileX && !tileY {
            drawImage(piece, in: to, alpha: alpha)
            return
        }
        if (to.width / stepX).rounded(.up) * (to.height / stepY).rounded(.up) > Double(Self.maximumTiles) {
            stepX = to.width
            stepY = to.height
        }
        withSavedState {
            clip(to: to)
            var y = to.minY
            while y < to.maxY {
                var x = to.minX
                while x < to.maxX {
                    drawImage(piece, in: Rect(x: x, y: y, width: stepX, height: stepY), alpha: alpha)
                    x += stepX
                }
                y += stepY
            }
        }
    }
}
