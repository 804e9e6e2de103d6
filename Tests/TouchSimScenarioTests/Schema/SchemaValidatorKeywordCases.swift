/// One keyword of `SchemaValidator` on a tiny schema: instances it must accept and reject.
struct KeywordCase: Sendable, CustomStringConvertible {
  /// The keywords the case exercises (every supported assertion keyword needs a case).
  let keywords: [String]
  let schema: String
  let accepted: [String]
  let rejected: [String]

  var description: String { keywords.joined(separator: "+") + ": " + schema }

  /// The cases, at least one per keyword of `SchemaKeywords.assertions`.
  static let all: [KeywordCase] = [
    KeywordCase(
      keywords: ["type"], schema: #"{"type": "integer"}"#, accepted: ["0", "-3", "1.0", "1e3"],
      rejected: ["1.5", "\"1\"", "true", "null", "[]", "{}"]),
    KeywordCase(
      keywords: ["type"], schema: #"{"type": "number"}"#, accepted: ["0", "1.5", "-2e-3"],
      rejected: ["true", "false", "\"0\"", "null"]),
    KeywordCase(
      keywords: ["type"], schema: #"{"type": "boolean"}"#, accepted: ["true", "false"], rejected: ["0", "1", "null"]),
    KeywordCase(
      keywords: ["type"], schema: #"{"type": ["string", "null"]}"#, accepted: ["\"a\"", "null"],
      rejected: ["0", "[]", "{}", "false"]),
    KeywordCase(
      keywords: ["type"], schema: #"{"type": "object"}"#, accepted: ["{}", #"{"a": 1}"#], rejected: ["[]", "\"{}\""]),
    KeywordCase(keywords: ["type"], schema: #"{"type": "array"}"#, accepted: ["[]", "[1]"], rejected: ["{}", "1"]),
    KeywordCase(
      keywords: ["enum"], schema: #"{"enum": ["a", 1, true, null, {"k": [1]}]}"#,
      accepted: ["\"a\"", "1", "1.0", "true", "null", #"{"k": [1]}"#], rejected: ["\"b\"", "2", "false", "{}", "[1]"]),
    KeywordCase(
      keywords: ["const"], schema: #"{"const": {"a": 1, "b": [true]}}"#,
      accepted: [#"{"b": [true], "a": 1}"#], rejected: [#"{"a": 1}"#, #"{"a": 1, "b": [1]}"#, "1"]),
    KeywordCase(
      keywords: ["const"], schema: #"{"const": 1}"#, accepted: ["1", "1.0"], rejected: ["true", "\"1\"", "2"]),
    KeywordCase(
      keywords: ["minimum", "maximum"], schema: #"{"minimum": -1, "maximum": 2.5}"#,
      accepted: ["-1", "0", "2.5", "\"not a number\""], rejected: ["-1.01", "2.51"]),
    KeywordCase(
      keywords: ["exclusiveMinimum", "exclusiveMaximum"], schema: #"{"exclusiveMinimum": 0, "exclusiveMaximum": 10}"#,
      accepted: ["0.001", "9.99", "true"], rejected: ["0", "10", "-5"]),
    KeywordCase(
      keywords: ["minLength", "maxLength"], schema: #"{"minLength": 2, "maxLength": 3}"#,
      accepted: ["\"ab\"", "\"abc\"", "\"é€\"", "7"], rejected: ["\"a\"", "\"\"", "\"abcd\"", "\"é\""]),
    KeywordCase(
      keywords: ["pattern"], schema: #"{"pattern": "^[^.]+\\.(a|b)$"}"#, accepted: ["\"x.a\"", "\"xy.b\"", "1"],
      rejected: ["\"x.c\"", "\".a\"", "\"x.y.a\"", "\"x.ab\""]),
    KeywordCase(
      keywords: ["pattern"], schema: #"{"pattern": "b"}"#, accepted: ["\"abc\"", "\"b\""], rejected: ["\"ac\""]),
    KeywordCase(
      keywords: ["items"], schema: #"{"items": {"type": "number"}}"#, accepted: ["[]", "[1, 2]", "{}"],
      rejected: ["[1, \"2\"]", "[null]"]),
    KeywordCase(
      keywords: ["items", "additionalItems"],
      schema: #"{"items": [{"type": "string"}, {"minimum": 0}], "additionalItems": false}"#,
      accepted: ["[]", "[\"a\"]", "[\"a\", 0]"], rejected: ["[1]", "[\"a\", -1]", "[\"a\", 0, 0]"]),
    KeywordCase(
      keywords: ["items"], schema: #"{"items": [{"type": "string"}]}"#, accepted: ["[\"a\", 1, null]"],
      rejected: ["[1]"]),
    KeywordCase(
      keywords: ["minItems", "maxItems"], schema: #"{"minItems": 1, "maxItems": 2}"#,
      accepted: ["[1]", "[1, 2]", "{}"],
      rejected: ["[]", "[1, 2, 3]"]),
    KeywordCase(
      keywords: ["required"], schema: #"{"required": ["a", "b"]}"#, accepted: [#"{"a": 1, "b": null}"#, "[]"],
      rejected: ["{}", #"{"a": 1}"#, #"{"b": 1, "c": 1}"#]),
    KeywordCase(
      keywords: ["properties"], schema: #"{"properties": {"a": {"type": "string"}}}"#,
      accepted: ["{}", #"{"a": "x"}"#, #"{"b": 1}"#], rejected: [#"{"a": 1}"#]),
    KeywordCase(
      keywords: ["additionalProperties"], schema: #"{"properties": {"a": {}}, "additionalProperties": false}"#,
      accepted: ["{}", #"{"a": 1}"#], rejected: [#"{"b": 1}"#, #"{"a": 1, "A": 1}"#]),
    KeywordCase(
      keywords: ["additionalProperties"], schema: #"{"additionalProperties": {"type": "boolean"}}"#,
      accepted: ["{}", #"{"x": true, "*": false}"#], rejected: [#"{"x": 1}"#]),
    KeywordCase(
      keywords: ["patternProperties"],
      schema: #"{"patternProperties": {"^n\\.": {"type": "number"}}, "additionalProperties": false}"#,
      accepted: [#"{"n.a": 1}"#, "{}"], rejected: [#"{"n.a": true}"#, #"{"m.a": 1}"#]),
    KeywordCase(
      keywords: ["propertyNames"], schema: #"{"propertyNames": {"enum": ["a", "b"]}}"#,
      accepted: ["{}", #"{"a": 1, "b": 2}"#], rejected: [#"{"c": 1}"#, #"{"a": 1, "B": 2}"#]),
    KeywordCase(
      keywords: ["minProperties", "maxProperties"], schema: #"{"minProperties": 1, "maxProperties": 2}"#,
      accepted: [#"{"a": 1}"#, #"{"a": 1, "b": 2}"#, "[]"], rejected: ["{}", #"{"a": 1, "b": 2, "c": 3}"#]),
    KeywordCase(
      keywords: ["$ref"],
      schema: ##"""
        {"definitions": {"tree": {"type": "object", "properties": {"kids": {"items": {"$ref": "#/definitions/tree"}}},
         "additionalProperties": false}}, "$ref": "#/definitions/tree"}
        """##,
      accepted: ["{}", #"{"kids": [{}, {"kids": [{}]}]}"#], rejected: [#"{"kids": [{"x": 1}]}"#, #"{"kids": [1]}"#]),
    KeywordCase(
      keywords: ["$ref"],
      schema: ##"{"definitions": {"s": {"type": "string"}}, "$ref": "#/definitions/s", "type": "number"}"##,
      accepted: ["\"siblings of $ref are ignored in draft-07\""], rejected: ["1"]),
    KeywordCase(
      keywords: ["allOf"], schema: #"{"allOf": [{"type": "number"}, {"minimum": 2}]}"#, accepted: ["2", "3"],
      rejected: ["1", "\"2\""]),
    KeywordCase(
      keywords: ["anyOf"], schema: #"{"anyOf": [{"type": "boolean"}, {"enum": ["normal", "fast"]}]}"#,
      accepted: ["true", "\"fast\""], rejected: ["\"slow\"", "1"]),
    KeywordCase(
      keywords: ["oneOf"], schema: #"{"oneOf": [{"type": "integer"}, {"minimum": 2}]}"#,
      accepted: ["1", "2.5", "\"x\""],
      rejected: ["2", "3", "1.5"]),
    KeywordCase(
      keywords: ["not"], schema: #"{"not": {"type": "string"}}"#, accepted: ["1", "null"], rejected: ["\"a\""]),
    KeywordCase(
      keywords: ["if", "then", "else"],
      schema: #"""
        {"if": {"properties": {"k": {"const": "s"}}, "required": ["k"]}, "then": {"required": ["size"]},
         "else": {"not": {"required": ["size"]}}}
        """#,
      accepted: [#"{"k": "s", "size": 1}"#, #"{"k": "v"}"#, "{}"],
      rejected: [#"{"k": "s"}"#, #"{"k": "v", "size": 1}"#, #"{"size": 1}"#]),
    KeywordCase(
      keywords: ["if", "then"], schema: #"{"if": {"properties": {"k": {"const": "v"}}}, "then": {"maxProperties": 1}}"#,
      accepted: [#"{"k": "v"}"#, #"{"k": "w", "x": 1}"#], rejected: [#"{"k": "v", "x": 1}"#, #"{"x": 1, "y": 2}"#]),
    KeywordCase(keywords: [], schema: "true", accepted: ["1", "{}", "null"], rejected: []),
    KeywordCase(keywords: [], schema: "false", accepted: [], rejected: ["1", "{}", "null"]),
  ]
}
