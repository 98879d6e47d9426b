// Served as /api/subscriptions/sandbox/sandbox.css: the pages' CSP allows stylesheets from 'self' only.
export const SANDBOX_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #0f172a; background: linear-gradient(160deg, #eef2ff 0%, #f8fafc 55%, #ecfeff 100%);
}
.banner {
  width: 100%; padding: 10px 16px; text-align: center; font-weight: 600; letter-spacing: .01em;
  color: #713f12; background: #fef3c7; border-bottom: 1px solid #fcd34d;
}
main { width: 100%; max-width: 460px; padding: 40px 16px; }
.brand { display: flex; align-items: baseline; gap: 8px; margin-bottom: 20px; }
.brand strong { font-size: 22px; color: #1e3a8a; }
.brand span { font-size: 13px; color: #64748b; }
.card {
  background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; padding: 28px;
  box-shadow: 0 10px 30px rgba(15, 23, 42, .08);
}
h1 { margin: 0 0 4px; font-size: 22px; }
.muted { color: #64748b; font-size: 14px; margin: 0; }
.price { margin: 18px 0 4px; font-size: 34px; font-weight: 700; }
.price small { font-size: 15px; font-weight: 500; color: #64748b; }
.note { margin: 0 0 18px; color: #334155; font-size: 14px; }
ul.features { list-style: none; margin: 0 0 22px; padding: 16px 0 0; border-top: 1px solid #f1f5f9; }
ul.features li { padding: 4px 0 4px 26px; position: relative; font-size: 14px; }
ul.features li::before { content: "\\2713"; position: absolute; left: 2px; color: #16a34a; font-weight: 700; }
.card-field {
  display: flex; justify-content: space-between; padding: 12px 14px; margin-bottom: 18px;
  border: 1px dashed #cbd5e1; border-radius: 10px; color: #475569; font-size: 14px; background: #f8fafc;
}
form { margin: 0; }
.button {
  display: block; width: 100%; padding: 12px 16px; border: 0; border-radius: 10px; cursor: pointer;
  font: inherit; font-weight: 600; color: #fff; background: #2563eb; text-align: center; text-decoration: none;
}
.button:hover, .button:focus-visible { background: #1d4ed8; }
.button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
.button.danger { background: #dc2626; }
.button.danger:hover, .button.danger:focus-visible { background: #b91c1c; }
.secondary { display: block; margin-top: 14px; text-align: center; color: #475569; font-size: 14px; }
.secondary:hover { color: #0f172a; }
.subscriptions { margin: 18px 0 20px; }
.subscription { padding: 16px 0; border-top: 1px solid #f1f5f9; }
.subscription:first-of-type { border-top: 0; padding-top: 4px; }
.subscription h2 { margin: 0; font-size: 17px; }
.subscription p { margin: 2px 0 12px; font-size: 14px; color: #475569; }
.notice { padding: 10px 14px; margin-bottom: 16px; border-radius: 10px; font-size: 14px; background: #dcfce7; color: #14532d; }
footer { padding: 0 16px 32px; font-size: 12px; color: #94a3b8; text-align: center; }
`;
