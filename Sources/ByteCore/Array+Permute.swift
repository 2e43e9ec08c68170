extension Array {
  /// Puts `self[order[i]]` at `i`, in place, following each cycle of the permutation
  /// `order` with one element held aside: each is moved once, and nothing is copied, retained
  /// or released, nor a second buffer of them made. Inlinable, so that it is compiled for the
  /// element (the audit's findings): generic, each move went through the element's witnesses.
  @inlinable
  package mutating func permute(by order: [Int]) {
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var placed = [Bool](repeating: false, count: buffer.count)
      for start in order.indices where !placed[start] {
        let held = (base + start).move()
        var to = start
        while true {
          placed[to] = true
          let from = order[to]
          if from == start {
            (base + to).initialize(to: held)
            break
          }
          (base + to).moveInitialize(from: base + from, count: 1)
          to = from
        }
      }
    }
  }
}
