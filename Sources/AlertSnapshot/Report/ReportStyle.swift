/// The report's fixed stylesheet and script: compile-time literals, never data.
enum ReportStyle {
  static let css: StaticString = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #1c1c1e; }
    .counts { font-weight: 600; }
    .environment { background: #fff4e5; border-left: 4px solid #ff9500; padding: .5em 1em; }
    section.snapshot { border-top: 1px solid #d1d1d6; padding: 1em 0; }
    section.failed h3, section.missing h3 { color: #c4170c; }
    section.new h3 { color: #8a5a00; }
    figure { display: inline-block; margin: 0 1em 1em 0; vertical-align: top; }
    img { max-width: 360px; border: 1px solid #d1d1d6; }
    .slider, .blend { position: relative; display: inline-block; }
    .slider .over { position: absolute; top: 0; left: 0; width: 50%; overflow: hidden; }
    .slider .over img, .blend img + img { max-width: none; width: 360px; }
    .slider img { width: 360px; }
    .blend img + img { position: absolute; top: 0; left: 0; opacity: .5; }
    input[type=range] { display: block; width: 360px; }
    code { background: #f2f2f7; padding: 0 .3em; }
    table { border-collapse: collapse; } td, th { padding: .2em .8em; text-align: left; }
    """

  static let script: StaticString = """
    document.querySelectorAll('input.slide').forEach(function (input) {
      input.addEventListener('input', function () {
        input.previousElementSibling.querySelector('.over').style.width = input.value + '%';
      });
    });
    document.querySelectorAll('input.fade').forEach(function (input) {
      input.addEventListener('input', function () {
        input.previousElementSibling.lastElementChild.style.opacity = input.value / 100;
      });
    });
    """
}
