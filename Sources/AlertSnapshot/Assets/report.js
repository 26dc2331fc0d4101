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
document.querySelectorAll('button.copy').forEach(function (button) {
  button.addEventListener('click', function () {
    var code = button.previousElementSibling;
    function say(text) {
      button.textContent = text;
      setTimeout(function () { button.textContent = 'Copy'; }, 2000);
    }
    function select() {
      window.getSelection().selectAllChildren(code);
      say(document.execCommand('copy') ? 'Copied' : 'Press Ctrl+C');
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(code.textContent).then(function () { say('Copied'); }, select);
    } else {
      select();
    }
  });
});
