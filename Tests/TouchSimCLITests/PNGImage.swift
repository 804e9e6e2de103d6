/// A decoded PNG: enough of the format to check a browser screenshot (Foundation on Linux
/// has no zlib). Reads 8-bit greyscale, RGB, palette, grey+alpha and RGBA images without
/// interlacing, checking every chunk's CRC and the zlib stream's Adler-32.
struct PNGImage {
  let width: Int
  let height: Int
  /// Pixels row by row, each `0xRRGGBBAA`.
  let pixels: [UInt32]

  struct DecodeError: Error, CustomStringConvertible {
    let description: String
  }

  init(_ bytes: [UInt8]) throws {
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw DecodeError(description: "not a PNG") }
    var offset = 8
    var header: [UInt8] = []
    var palette: [UInt8] = []
    var compressed: [UInt8] = []
    var ended = false
    while offset + 12 <= bytes.count, !ended {
      let length = Int(Self.bigEndian(bytes, offset))
      guard length >= 0, offset + 12 + length <= bytes.count else { throw DecodeError(description: "truncated chunk") }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      guard CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == Self.bigEndian(bytes, offset + 8 + length)
      else { throw DecodeError(description: "bad CRC in \(type)") }
      switch type {
      case "IHDR": header = data
      case "PLTE": palette = data
      case "IDAT": compressed += data
      case "IEND": ended = true
      default: break
      }
      offset += 12 + length
    }
    guard header.count == 13, ended else { throw DecodeError(description: "missing IHDR or IEND") }
    width = Int(Self.bigEndian(header, 0))
    height = Int(Self.bigEndian(header, 4))
    let (depth, colourType, compression, filter, interlace) = (header[8], header[9], header[10], header[11], header[12])
    guard depth == 8 else { throw DecodeError(description: "bit depth \(depth) is not supported") }
    guard [0, 2, 3, 4, 6].contains(colourType) else {
      throw DecodeError(description: "colour type \(colourType) is not supported")
    }
    guard compression == 0, filter == 0 else { throw DecodeError(description: "unknown compression or filter method") }
    guard interlace == 0 else { throw DecodeError(description: "interlaced PNGs are not supported") }
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colourType)]!
    let raw = try Zlib.inflate(compressed)
    let stride = width * channels
    guard width > 0, height > 0, raw.count == height * (stride + 1) else {
      throw DecodeError(description: "image data has \(raw.count) bytes, expected \(height * (stride + 1))")
    }
    let rows = try Self.unfilter(raw, height: height, stride: stride, bytesPerPixel: channels)
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for index in 0..<(width * height) {
      let base = index * channels
      let (r, g, b, a): (UInt8, UInt8, UInt8, UInt8)
      switch colourType {
      case 0: (r, g, b, a) = (rows[base], rows[base], rows[base], 255)
      case 2: (r, g, b, a) = (rows[base], rows[base + 1], rows[base + 2], 255)
      case 3:
        let entry = Int(rows[base]) * 3
        guard entry + 2 < palette.count else { throw DecodeError(description: "palette index out of range") }
        (r, g, b, a) = (palette[entry], palette[entry + 1], palette[entry + 2], 255)
      case 4: (r, g, b, a) = (rows[base], rows[base], rows[base], rows[base + 1])
      default: (r, g, b, a) = (rows[base], rows[base + 1], rows[base + 2], rows[base + 3])
      }
      pixels.append(UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a))
    }
    self.pixels = pixels
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// Undoes the per-row filters (None, Sub, Up, Average, Paeth).
  private static func unfilter(_ raw: [UInt8], height: Int, stride: Int, bytesPerPixel bpp: Int) throws -> [UInt8] {
    var out = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for column in 0..<stride {
        let x = raw[source + column]
        let a = column >= bpp ? Int(out[target + column - bpp]) : 0
        let b = row > 0 ? Int(out[target - stride + column]) : 0
        let c = column >= bpp && row > 0 ? Int(out[target - stride + column - bpp]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw DecodeError(description: "unknown row filter \(filter)")
        }
        out[target + column] = UInt8(truncatingIfNeeded: Int(x) + predictor)
      }
    }
    return out
  }
}

/// CRC-32 (ISO 3309), as PNG chunks use it.
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}

/// zlib (RFC 1950) around DEFLATE (RFC 1951): stored, fixed and dynamic Huffman blocks.
enum Zlib {
  struct Error: Swift.Error, CustomStringConvertible {
    let description: String
  }

  static func inflate(_ stream: [UInt8]) throws -> [UInt8] {
    guard stream.count >= 6, stream[0] & 0x0F == 8, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0,
      stream[1] & 0x20 == 0
    else { throw Error(description: "not a zlib stream") }
    var inflater = Inflater(input: stream, position: 2)
    try inflater.run()
    let end = inflater.position
    guard end + 4 <= stream.count else { throw Error(description: "missing Adler-32") }
    let expected =
      UInt32(stream[end]) << 24 | UInt32(stream[end + 1]) << 16 | UInt32(stream[end + 2]) << 8
      | UInt32(stream[end + 3])
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in inflater.output {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    guard b << 16 | a == expected else { throw Error(description: "Adler-32 mismatch") }
    return inflater.output
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  struct Inflater {
    let input: [UInt8]
    var position: Int
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    static let lengthBase = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
      131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
      1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
      1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
      0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12,
      12, 13, 13,
    ]
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    mutating func bits(_ count: Int) throws -> Int {
      while bitCount < count {
        guard position < input.count else { throw Error(description: "unexpected end of data") }
        bitBuffer |= Int(input[position]) << bitCount
        position += 1
        bitCount += 8
      }
      let value = bitBuffer & ((1 << count) - 1)
      bitBuffer >>= count
      bitCount -= count
      return value
    }

    mutating func decode(_ code: Huffman) throws -> Int {
      var value = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        value |= try bits(1)
        let count = code.counts[length]
        if value - first < count { return code.symbols[index + value - first] }
        index += count
        first = (first + count) << 1
        value <<= 1
      }
      throw Error(description: "bad Huffman code")
    }

    mutating func run() throws {
      var last = 0
      while last == 0 {
        last = try bits(1)
        switch try bits(2) {
        case 0: try stored()
        case 1:
          let literals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : ($0 < 256 ? 9 : ($0 < 280 ? 7 : 8)) })
          try codes(literals, Huffman(lengths: [Int](repeating: 5, count: 30)))
        case 2: try dynamic()
        default: throw Error(description: "reserved block type")
        }
      }
      bitBuffer = 0  // the Adler-32 starts at the next byte boundary
      bitCount = 0
    }

    mutating func stored() throws {
      bitBuffer = 0
      bitCount = 0
      guard position + 4 <= input.count else { throw Error(description: "truncated stored block") }
      let length = Int(input[position]) | Int(input[position + 1]) << 8
      let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
      guard length == ~complement & 0xFFFF, position + 4 + length <= input.count else {
        throw Error(description: "bad stored block")
      }
      output += input[(position + 4)..<(position + 4 + length)]
      position += 4 + length
    }

    mutating func dynamic() throws {
      let literalCount = try bits(5) + 257
      let distanceCount = try bits(5) + 1
      let codeLengthCount = try bits(4) + 4
      var codeLengths = [Int](repeating: 0, count: 19)
      for index in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
      let codeLengthCode = Huffman(lengths: codeLengths)
      var lengths: [Int] = []
      while lengths.count < literalCount + distanceCount {
        let symbol = try decode(codeLengthCode)
        switch symbol {
        case 0..<16: lengths.append(symbol)
        case 16:
          guard let previous = lengths.last else { throw Error(description: "repeat with no previous length") }
          lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
        case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
        default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
        }
      }
      guard lengths.count == literalCount + distanceCount else { throw Error(description: "too many code lengths") }
      try codes(
        Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
    }

    mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
      while true {
        let symbol = try decode(literals)
        if symbol < 256 {
          output.append(UInt8(symbol))
        } else if symbol == 256 {
          return
        } else {
          let index = symbol - 257
          guard index < Self.lengthBase.count else { throw Error(description: "bad length symbol") }
          let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
          let distanceSymbol = try decode(distances)
          guard distanceSymbol < Self.distanceBase.count else { throw Error(description: "bad distance symbol") }
          let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
          guard distance <= output.count else { throw Error(description: "distance too far back") }
          let start = output.count - distance
          for offset in 0..<length { output.append(output[start + offset]) }
        }
      }
    }
  }
}
