import AllocationCounter
import OverlayHUD

var probe = [Int]()
let before = overlayhud_allocation_count()
for i in 0..<10 { probe = [i, i] ; _ = probe }
let after = overlayhud_allocation_count()
print("allocs:", after - before)
