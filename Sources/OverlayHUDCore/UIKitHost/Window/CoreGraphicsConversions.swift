#if canImport(UIKit)
    // The 17.4 SDK's UIKit/QuartzCore headers are not annotated for Swift 6 concurrency everywhere
    // (CALayer, CAAnimation and their delegates carry no isolation), so they are imported with
    // @preconcurrency; everything here runs on the main actor anyway.
    @preconcurrency import UIKit
    @preconcurrency import QuartzCore

    // Engine geometry and paint → Core Graphics / Core Animation values, one to one.

    extension HUDPoint {
        /// As a `CGPoint`.
        var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    extension HUDSize {
        /// As a `CGSize`.
        var cgSize: CGSize { CGSize(width: width, height: height) }
    }

    extension HUDRect {
        /// As a `CGRect`.
        var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
    }

    extension HUDRect {
        /// From a `CGRect`.
        init(_ r: CGRect) { self.init(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)) }
    }

    extension HUDColor {
        /// As an sRGB `CGColor` (straight alpha, as the engine; components clamped to 0…1).
        var cgColor: CGColor {
            func c(_ v: Double) -> CGFloat { CGFloat(v.isFinite ? min(1, max(0, v)) : 0) }
            return CGColor(srgbRed: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
        }

        /// As a `UIColor`.
        var uiColor: UIColor { UIColor(cgColor: cgColor) }
    }

    extension HUDTransform3D {
        /// As a `CATransform3D` (both use row vectors with the translation in the fourth row).
        var caTransform: CATransform3D {
            CATransform3D(
                m11: CGFloat(m11), m12: CGFloat(m12), m13: CGFloat(m13), m14: CGFloat(m14),
                m21: CGFloat(m21), m22: CGFloat(m22), m23: CGFloat(m23), m24: CGFloat(m24),
                m31: CGFloat(m31), m32: CGFloat(m32), m33: CGFloat(m33), m34: CGFloat(m34),
                m41: CGFloat(m41), m42: CGFloat(m42), m43: CGFloat(m43), m44: CGFloat(m44))
        }
    }

    extension HUDPath {
        /// As a `CGPath`, element by element.
        var cgPath: CGPath {
            let p = CGMutablePath()
            for e in elements {
                switch e {
                case .move(let to): p.move(to: to.cgPoint)
                case .line(let to): p.addLine(to: to.cgPoint)
                case .quad(let c, let to): p.addQuadCurve(to: to.cgPoint, control: c.cgPoint)
                case .cubic(let c1, let c2, let to): p.addCurve(to: to.cgPoint, control1: c1.cgPoint, control2: c2.cgPoint)
                case .close: p.closeSubpath()
                }
            }
            return p
        }
    }

    extension Bitmap {
        /// As a `CGImage` with straight (non-premultiplied) alpha in sRGB; `nil` for an empty bitmap.
        var cgImage: CGImage? {
            guard width > 0, height > 0, let space = CGColorSpace(name: CGColorSpace.sRGB),
                let provider = CGDataProvider(data: Data(pixels) as CFData)
            else { return nil }
            return CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: space, bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
    }

    extension AnimationValue {
        /// The object Core Animation expects for this value in `fromValue`, `values` and the like.
        @inline(never)  // inlined, its six cases were copied into each of the animation builder's uses (iOS code size)
        var coreAnimationValue: Any {
            switch self {
            case .scalar(let v): return NSNumber(value: v)
            case .point(let p): return NSValue(cgPoint: p.cgPoint)
            case .size(let s): return NSValue(cgSize: s.cgSize)
            case .rect(let r): return NSValue(cgRect: r.cgRect)
            case .color(let c): return c.cgColor
            case .transform(let t): return NSValue(caTransform3D: t.caTransform)
            }
        }
    }
#endif
