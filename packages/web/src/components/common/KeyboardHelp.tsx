import { Fragment, useEffect, useState } from 'react';
import { KEY_HELP } from '../../logic/keyboard.js';
import { typingIn } from './typing.js';
import { Modal } from './Modal.js';

/** The keys, listed over the page: `?` opens it (outside fields), Escape or × closes it. */
export function KeyboardHelp() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!open) return null;
  return (
    <Modal title="Keyboard" onClose={() => setOpen(false)} testId="keyboard-help">
      <table className="key-help">
        <tbody>
          {KEY_HELP.map((row) => (
            <tr key={row.does}>
              <th scope="row">
                {row.keys.map((k, i) => (
                  <Fragment key={k}>
                    {i > 0 ? ` ${row.between} ` : null}
                    <kbd>{k}</kbd>
                  </Fragment>
                ))}
              </th>
              <td>{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted key-help-note">At the table, with your hand showing.</p>
    </Modal>
  );
}
