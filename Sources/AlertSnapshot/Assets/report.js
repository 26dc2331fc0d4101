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
// Shown by `alert-preview serve --references DIR`: an Accept button beside each command, which
// asks the server to write that group's new renders (or every failure's) over the references.
if (location.pathname.indexOf('/snapshots/') === 0) {
  fetch('/snapshots/accept').then(function (response) {
    return response.ok ? response.json() : null;
  }).then(function (serve) {
    if (!serve) { return; }
    document.querySelectorAll('p.command.accept, p.command.accept-all').forEach(function (p) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'accept-now';
      button.textContent = 'Accept';
      p.appendChild(button);
      button.addEventListener('click', function () {
        var body = p.classList.contains('accept-all') ? { all: true }
          : { alert: p.dataset.alert, configurations: p.dataset.configurations.split(' ') };
        button.disabled = true;
        button.textContent = 'Accepting…';
        fetch('/snapshots/accept', {
          method: 'POST', body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', 'X-Alert-Preview-Token': serve.token }
        }).then(function (response) {
          return response.json().then(function (answer) { return [response.ok, answer]; });
        }).then(function (pair) {
          var written = pair[1].accepted ? pair[1].accepted.length : 0;
          button.textContent = pair[0]
            ? 'Accepted: ' + written + (written === 1 ? ' reference' : ' references') + ' written'
            : 'Not accepted: ' + pair[1].error;
          button.disabled = pair[0];
        });
      });
    });
  });
}
