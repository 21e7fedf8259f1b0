import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Shop } from './Shop.js';

function App() {
  const [open, setOpen] = useState(true);
  return (
    <StrictMode>
      <button type="button" id="toggle" onClick={() => setOpen((o) => !o)}>
        {open ? 'Close the shop' : 'Open the shop'}
      </button>
      {open && <Shop productNos={[12, 14, 999999]} />}
    </StrictMode>
  );
}

createRoot(document.getElementById('app')!).render(<App />);
