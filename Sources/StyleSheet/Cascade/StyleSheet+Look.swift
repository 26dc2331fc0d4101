/// Reading the optional look settings a sheet adds to the classic alert (iOS 26's alignment,
/// baselines, capsule buttons and rim); each keeps the classic behaviour when left out.
extension StyleSheet {
  static func readLook(into metrics: inout AlertMetrics, _ r: inout SettingReader) {
    if r.has("<labels>", "alignment") {
      metrics.labelAlignment = r.choice("<labels>", "alignment", default: LabelAlignment.centred)
    }
    if r.has("<labels>", "baselines") {
      metrics.baselineRule = r.choice("<labels>", "baselines", default: BaselineRule.fixed)
    }
    if r.has("<buttons>", "shape") {
      metrics.buttonShape = r.choice("<buttons>", "shape", default: ButtonShape.rows)
    }
    if r.has("<buttons>", "tinted-fill") {
      metrics.tintedFill = r.choice("<buttons>", "tinted-fill", default: TintedFill.none)
    }
    if r.has("<buttons>", "emphasis") {
      metrics.buttonEmphasis = r.choice("<buttons>", "emphasis", default: ButtonEmphasis.cancel)
    }
    metrics.buttonAreaInset = r.optionalDouble("<buttons>", "inset") ?? 0
    metrics.buttonSpacing = r.optionalDouble("<buttons>", "spacing") ?? 0
    metrics.buttonLabelRise = r.optionalDouble("<buttons>", "label-rise") ?? 0
    metrics.rimWidth = r.optionalDouble("<alert>", "rim-width") ?? 0
  }
}
