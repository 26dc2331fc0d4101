import Foundation

/// The hostile-input corpus of spec files the end-to-end tests share: markup in every field
/// (the gallery's browser test), and files that use everything the spec reader accepts in the
/// ways a save must keep byte for byte (serve's round trip).
enum HostileSpecs {
  /// Specs whose copy is markup; the gallery and serve must show it as text.
  static let markup: [String: String] = [
    "hostile-script.json": #"""
    {"id": "hostile-script", "title": "<script>alert(1)</script>",
     "message": "\"><img src=x onerror=alert(1)>",
     "buttons": [{"label": "<b>Cancel</b>", "role": "cancel"},
                 {"label": "\"><img src=x onerror=alert(2)>", "role": "destructive"}],
     "trigger": "error", "locale": "en-GB"}
    """#,
    "hostile-attribute.json": #"""
    {"id": "hostile-attribute", "title": "\"><img src=x onerror=alert(1)>",
     "buttons": [{"label": "'><svg onload=alert(3)>"}], "locale": "en-GB"}
    """#,
  ]

  /// Specs written every way the reader accepts: JSON5 comments and trailing commas, single
  /// quotes, bare keys, escapes, a byte-order mark, CRLF lines, bidirectional controls, `null`,
  /// a `preferred` index among repeated labels and among catalog keys, text fields with
  /// keyboards, several alerts. `keyed-preferred.json` reads `Strings/` of `Examples/`.
  static let written: [String: String] = [
    "json5-everything.json": """
    // Comments before, /* inside */ and after; trailing commas; bare and single-quoted keys.
    {alerts: [
      /* first */ {id: 'json5-one', 'title': 'Delete \\u201Cdraft\\u201D?', // a comment
        message: "Line one\\nline two \\uD83D\\uDCF7 \\t tab",
        buttons: [{label: "OK",}, {label: "OK", role: "cancel"},], preferred: 1,
        lint: {ignore: {"title-max-lines": "long on purpose",},},
      },
      {"id": "json5-two", "title": "Sign in", "textFields": [
          {"placeholder": "Email", "keyboard": "email"},
          {"placeholder": "PIN", "keyboard": "number", "secure": true, "text": "1234"},
        ],
        "homeScreen": null, "trigger": "other",   "style": "alert"},
    ],}
    /* the end */
    """,
    "bom-crlf.json":
      "\u{FEFF}{\r\n  \"id\": \"bom-crlf\",\r\n  \"title\": \"Windows line ends\",\r\n"
      + "  \"message\": \"Saved with a BOM\\nand CRLF\",\r\n  \"buttons\": [{\"label\": \"OK\"}]\r\n}\r\n",
    "bidi.json": #"""
    {"id": "bidi", "title": "Pay \u202Eusd 01\u202C now?", "message": "\u2066abc\u2069 \u200F",
     "buttons": [{"label": "Pay", "role": "default"}, {"label": "Cancel", "role": "cancel"}],
     "preferred": "Pay", "locale": "en-US"}
    """#,
    "keyed-preferred.json": """
    // Labels from the catalog, the second preferred.
    {
      "id": "keyed-preferred",
      "strings": "Strings/Localizable.xcstrings",
      "title": {"key": "alert.delete-album.title", "arguments": ["Trip"]},
      "buttons": [
        {"label": {"key": "alert.delete-album.button.cancel"}, "role": "cancel"},
        {"label": {"key": "alert.delete-album.button.delete"}, "role": "destructive"},
      ],
      "preferred": 1,
    }
    """,
    "action-sheet.json": """
    {
      "id": "sheet-with-rect",
      "style": "actionSheet",
      "title": "Share",
      "buttons": [
        {"label": "Copy"},
        {"label": "Delete", "role": "destructive"},
        {"label": "Cancel", "role": "cancel"}
      ],
      "sourceRect": {"x": 10, "y": 20.5, "width": 1e2, "height": 44.0},
      "arguments": ["x", 3, 2.50]
    }
    """,
  ]
}
