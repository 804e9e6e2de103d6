/// A rule of the rulebook (`Docs/Rulebook.md`), by its ID exactly as explanations cite it:
/// `H1`, `MD18`, `D4(b)` (a sub-case of D4), `0.1` (a step of the processing model), `seed 003`.
/// Every reason reports the rules it cites as these values (`Reason.ruleIDs`), so tools count
/// rules without reading English; a test checks every case against the rulebook
/// (`TouchSimTools.Rulebook`).
///
/// The set is open: a class declares the IDs its own reasons cite in its own model file
/// (`extension RuleID { static let rf3: RuleID = "RF3" }`, see `RefreshControl+Reason.swift`),
/// so adding a class edits no central list. The members below are the rules the shared
/// reasons of this folder cite, plus the seed that the example recognizer cites. A test scans
/// `Sources/TouchSim` for every declared ID and checks it against the rulebook.
public struct RuleID: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The ID as the rulebook and the explanations write it.
  public let rawValue: String

  /// The rule with ID `rawValue`, written as the rulebook writes it.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The rule with ID `rawValue`, written as the rulebook writes it.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.rawValue = value }

  /// The ID as the rulebook and the explanations write it.
  public var description: String { rawValue }
}

/// The rules the shared reasons cite (a class's own rules are declared beside its model).
extension RuleID {
  public static let step1: RuleID = "0.1"
  public static let step2: RuleID = "0.2"
  public static let step5: RuleID = "0.5"
  public static let h1: RuleID = "H1"
  public static let h2: RuleID = "H2"
  public static let h3: RuleID = "H3"
  public static let h4: RuleID = "H4"
  public static let h5: RuleID = "H5"
  public static let h6: RuleID = "H6"
  public static let rc1: RuleID = "RC1"
  public static let rc2: RuleID = "RC2"
  public static let rc3: RuleID = "RC3"
  public static let rc5: RuleID = "RC5"
  public static let g1: RuleID = "G1"
  public static let g2: RuleID = "G2"
  public static let g3: RuleID = "G3"
  public static let g4: RuleID = "G4"
  public static let g5: RuleID = "G5"
  public static let g6: RuleID = "G6"
  public static let g7: RuleID = "G7"
  public static let g8: RuleID = "G8"
  public static let g9: RuleID = "G9"
  public static let g10: RuleID = "G10"
  public static let g11: RuleID = "G11"
  public static let g13: RuleID = "G13"
  public static let g14: RuleID = "G14"
  public static let g15: RuleID = "G15"
  public static let g16: RuleID = "G16"
  public static let g17: RuleID = "G17"
  public static let g18: RuleID = "G18"
  public static let g20: RuleID = "G20"
  public static let c2: RuleID = "C2"
  public static let c3: RuleID = "C3"
  public static let c4: RuleID = "C4"
  public static let c5: RuleID = "C5"
  public static let c6: RuleID = "C6"
  public static let c7: RuleID = "C7"
  public static let c8: RuleID = "C8"
  public static let c9: RuleID = "C9"
  public static let c10: RuleID = "C10"
  public static let sl2: RuleID = "SL2"
  public static let sl5: RuleID = "SL5"
  public static let sw3: RuleID = "SW3"
  public static let sw4: RuleID = "SW4"
  public static let sw6: RuleID = "SW6"
  public static let sp3: RuleID = "SP3"
  public static let sp4: RuleID = "SP4"
  public static let pc3: RuleID = "PC3"
  public static let s4: RuleID = "S4"
  public static let s8: RuleID = "S8"
  public static let d2: RuleID = "D2"
  public static let d3: RuleID = "D3"
  public static let d4a: RuleID = "D4(a)"
  public static let d4b: RuleID = "D4(b)"
  public static let d4c: RuleID = "D4(c)"
  public static let d4d: RuleID = "D4(d)"
  public static let d5: RuleID = "D5"
  public static let d6: RuleID = "D6"
  public static let d8: RuleID = "D8"
  public static let k1: RuleID = "K1"
  public static let k2: RuleID = "K2"
  public static let k4: RuleID = "K4"
  public static let k5: RuleID = "K5"
  public static let k6: RuleID = "K6"
  public static let k7: RuleID = "K7"
  public static let x1: RuleID = "X1"
  public static let x2: RuleID = "X2"
  public static let p1: RuleID = "P1"
  public static let p3: RuleID = "P3"
  public static let p5: RuleID = "P5"
  public static let dl1: RuleID = "DL1"
  public static let dl2: RuleID = "DL2"
  public static let dl3: RuleID = "DL3"
  public static let dc2: RuleID = "DC2"
  public static let dc5: RuleID = "DC5"
  public static let dc6: RuleID = "DC6"
  public static let dc7: RuleID = "DC7"
  public static let dc8: RuleID = "DC8"
  public static let b2: RuleID = "B2"
  public static let b3: RuleID = "B3"
  public static let b4: RuleID = "B4"
  public static let pg1: RuleID = "PG1"
  public static let n4: RuleID = "N4"
  public static let m1: RuleID = "M1"
  public static let m2: RuleID = "M2"
  public static let m3: RuleID = "M3"
  public static let tv1: RuleID = "TV1"
  public static let tv3: RuleID = "TV3"
  public static let tv4: RuleID = "TV4"
  public static let sa1: RuleID = "SA1"
  public static let sa2: RuleID = "SA2"
  public static let sa3: RuleID = "SA3"
  public static let sa5: RuleID = "SA5"
  public static let sa6: RuleID = "SA6"
  public static let sa7: RuleID = "SA7"
  public static let tc3: RuleID = "TC3"
  public static let cv2: RuleID = "CV2"
  public static let cv3: RuleID = "CV3"
  public static let cv4: RuleID = "CV4"
  public static let cv5: RuleID = "CV5"
  public static let cv7: RuleID = "CV7"
  public static let sc3: RuleID = "SC3"
  public static let sc4: RuleID = "SC4"
  public static let sc5: RuleID = "SC5"
  public static let tf3: RuleID = "TF3"
  public static let tf5: RuleID = "TF5"
  public static let txv4: RuleID = "TXV4"
  public static let nv3: RuleID = "NV3"
  public static let nv4: RuleID = "NV4"
  public static let nv10: RuleID = "NV10"
  public static let md1: RuleID = "MD1"
  public static let md2: RuleID = "MD2"
  public static let md3: RuleID = "MD3"
  public static let md4: RuleID = "MD4"
  public static let md5: RuleID = "MD5"
  public static let md6: RuleID = "MD6"
  public static let md10: RuleID = "MD10"
  public static let md11: RuleID = "MD11"
  public static let md13: RuleID = "MD13"
  public static let md15: RuleID = "MD15"
  public static let md18: RuleID = "MD18"
  public static let md19: RuleID = "MD19"
  public static let q4: RuleID = "Q4"
  public static let seed003: RuleID = "seed 003"
}
