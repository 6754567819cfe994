/// Receives a path flattened into straight segments, element by element, from
/// ``HUDPath/flatten(tolerance:into:)``: the one flattener behind ``HUDPath/flattened(tolerance:)``
/// and the software renderer's polygons, which differ only in how they gather the segments into
/// contours.
@usableFromInline
package protocol PathFlatteningSink {
    /// A move element: a subpath starts at `point`.
    mutating func move(to point: HUDPoint)
    /// A straight segment from the current point to `point`: a line element, or one chord of a curve.
    mutating func line(to point: HUDPoint)
    /// A close element: the subpath ends, joined back to its start (which becomes the current point).
    mutating func close()
    /// The path has no more elements.
    mutating func end()
}
