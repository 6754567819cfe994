/// Follows a chain of forwarding links to its end: the UIKit host finds the app's front-most view
/// controller (`presentedViewController`, skipping one being dismissed) and then the one that
/// decides the status bar (`childForStatusBarStyle` / `childForStatusBarHidden`) with it, so the
/// overlay shows the status bar the app's screen asks for.
///
/// ```swift
/// let top = ForwardingChain.end(from: root) { $0.presentedViewController }
/// ```
/// A chain that loops back on itself, or runs past `limit` links, ends at the last node reached
/// before the repeat (UIKit never makes such a chain; an app's override could).
enum ForwardingChain {
    /// The last node of the chain from `start`, following `next` until it returns nil.
    /// - Complexity: O(n²) in the chain's length, which is a handful of view controllers.
    static func end<Node: AnyObject>(from start: Node?, limit: Int = 64, next: (Node) -> Node?) -> Node? {
        guard var node = start else { return nil }
        var seen: [ObjectIdentifier] = [ObjectIdentifier(node)]
        while seen.count <= limit, let following = next(node) {
            let id = ObjectIdentifier(following)
            if seen.contains(id) { break }
            seen.append(id)
            node = following
        }
        return node
    }

    /// The front-most controller of a presentation chain: follows `presented` from `start`, and
    /// stops before a controller that `isBeingDismissed` (it no longer decides what the screen shows).
    ///
    /// ```swift
    /// let top = ForwardingChain.frontMost(from: root, presented: { $0.presentedViewController },
    ///                                     isBeingDismissed: { $0.isBeingDismissed })
    /// ```
    static func frontMost<Node: AnyObject>(
        from start: Node?, presented: (Node) -> Node?, isBeingDismissed: (Node) -> Bool
    ) -> Node? {
        end(from: start) { node in presented(node).flatMap { isBeingDismissed($0) ? nil : $0 } }
    }
}
