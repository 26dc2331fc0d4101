/// Strings that would become markup if anything wrote them without escaping.
enum Fixtures {
  static let hostileStrings = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "'><img src=x onerror=alert(1)>",
    "&amp; &lt; &#60; & <",
    "]]> <![CDATA[ x ]]>",
    "</style><script>alert(1)</script>",
    "<!-- comment --> --> <!--",
    "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e \"x\">]>&e;",
    "“Curly” ünïcødé 🙂 \u{202E}rtl",
  ]
}
