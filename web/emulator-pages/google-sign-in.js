// Local Auth Emulator only: hands the chosen test Google account to the window that opened us
// (same origin), which signs it in with the emulator. Nothing leaves this machine.
document.getElementById('account').addEventListener('submit', function (event) {
  event.preventDefault();
  var email = document.getElementById('email').value.trim().toLowerCase();
  var displayName = document.getElementById('name').value.trim();
  if (!window.opener) return;
  window.opener.postMessage(
    { type: 'emulator-google-account', email: email, displayName: displayName },
    window.location.origin,
  );
  window.close();
});
