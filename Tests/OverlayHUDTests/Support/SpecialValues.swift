/// The numbers every public numeric input is fuzzed with: NaN, ±∞, negatives, zero and values
/// near the type's limits. A function that traps on one of them crashes the test run.
enum SpecialValues {
    static let doubles: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, -1, 1, 0.5,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .ulpOfOne,
        1e15, -1e15, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        Double(Int.max), -Double(Int.max),
    ]

    static let ints: [Int] = [
        .min, .min + 1, -1_000_000, -1, 0, 1, 2, 3, 1 << 20, 1 << 31, 1 << 32, .max / 4, .max / 2, .max - 1, .max,
    ]
}
