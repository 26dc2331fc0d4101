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