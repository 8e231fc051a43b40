// The buy and register buttons of the course and product pages (spec §2): a plain click puts the line
// into the cart and goes to /cart; a failure shows the error code's message.
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** A plain left click; a modified one (new tab, new window) follows the link, which adds the line on /cart. */
function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function useAddToCart() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  /** The failure's error code (components/ErrorMessage.tsx shows its message). */
  const [failed, setFailed] = useState<string | null>(null);
  const add = (e: MouseEvent<HTMLAnchorElement>, addLine: () => Promise<unknown>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (adding) return;
    setAdding(true);
    setFailed(null);
    addLine()
      .then(() => navigate('/cart'))
      .catch((err: unknown) => {
        const code = (err as { code?: unknown } | null)?.code;
        setFailed(typeof code === 'string' ? code : 'INTERNAL_ERROR');
        setAdding(false);
      });
  };
  return { adding, failed, add };
}
