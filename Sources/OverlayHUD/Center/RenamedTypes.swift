// The names public types had before 0.3; each old name still compiles, with a fix-it to the new one,
// for one release. Geometry types and the layer took the `HUD` prefix (one rule for public geometry:
// see the Architecture article); the waiting HUD's types took its name.

@available(*, deprecated, renamed: "HUDPoint")
public typealias Point = HUDPoint
@available(*, deprecated, renamed: "HUDSize")
public typealias Size = HUDSize
@available(*, deprecated, renamed: "HUDRect")
public typealias Rect = HUDRect
@available(*, deprecated, renamed: "HUDTransform3D")
@_spi(Layers) public typealias Transform3D = HUDTransform3D
@available(*, deprecated, renamed: "HUDCornerRadii")
@_spi(Layers) public typealias CornerRadii = HUDCornerRadii
@available(*, deprecated, renamed: "HUDPolyline")
package typealias Polyline = HUDPolyline
@available(*, deprecated, renamed: "HUDLayer")
@_spi(Layers) public typealias Layer = HUDLayer
@available(*, deprecated, renamed: "WaitingHUDStyle")
public typealias HUDStyle = WaitingHUDStyle
@available(*, deprecated, renamed: "WaitingHUDMode")
public typealias HUDMode = WaitingHUDMode
@available(*, deprecated, renamed: "WaitingHUDMaskType")
public typealias HUDMaskType = WaitingHUDMaskType
@available(*, deprecated, renamed: "WaitingHUDBezelStyle")
public typealias HUDBezelStyle = WaitingHUDBezelStyle
@available(*, deprecated, renamed: "WaitingHUDTransitionStyle")
public typealias HUDTransitionStyle = WaitingHUDTransitionStyle
@available(*, deprecated, renamed: "WaitingHUDCustomContent")
public typealias HUDCustomContent = WaitingHUDCustomContent
