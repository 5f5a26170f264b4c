'use client';

import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { routeTo } from './route-to.ts';
import { ApiCallError, GENERIC_ERROR_MESSAGE } from '#site/lib/api-client.ts';
import { bookSlot } from '#site/lib/api/free-session-calls.ts';
import { signOut } from '#site/lib/session/session-actions.ts';
import { refreshAccessToken } from '#site/lib/session/token-renewal.ts';
import type { SeatTone, SlotDayView } from './slot-options.ts';

/**
 * What the picker lets the viewer do: `book` (a student who needs a seat), `login` (a visitor:
 * choose, then log in or sign up and come back to the same slot), `view` (the slots as a list:
 * a student who already holds a seat here, whose package covers it, or of another grade).
 */
export type PickerMode = 'book' | 'login' | 'view';

/** Class names computed on the server (no style runtime in the browser, decision 073). */
export type PickerClasses = {
  days: string;
  day: string;
  dayName: string;
  options: string;
  option: string;
  staticOption: string;
  time: string;
  muted: string;
  badges: Record<SeatTone, string>;
  actions: string;
  /** The line in the action bar saying which slot is chosen. */
  chosen: string;
  button: string;
  status: string;
  error: string;
};

function OptionText({ option, classes }: { option: SlotDayView['options'][number]; classes: PickerClasses }) {
  return (
    <span>
      <span className={classes.time}>{option.time}</span>{' '}
      <span className={classes.badges[option.seats.tone]}>{option.seats.label}</span>
      <br />
      <span>{option.topic}</span>
      <br />
      <span className={classes.muted}>Pengajar: {option.teacher}</span>
    </span>
  );
}

/**
 * The slots of a free session by day, to choose one and book it (decision 074). Native radios in
 * one group (arrow keys move between slots, full ones are skipped), each row the radio's label;
 * the booking goes to `POST …/slots/{slotId}/booking` and the page comes back with the
 * confirmation (`info=dipesan`). A refusal (full, overlapping, …) is said under the button in the
 * server's words, and the seats are read again.
 */
export function SlotPicker({
  sessionId,
  days,
  initialSlotId,
  mode,
  classes,
}: {
  sessionId: string;
  days: SlotDayView[];
  initialSlotId: string | null;
  mode: PickerMode;
  classes: PickerClasses;
}) {
  const router = useRouter();
  const firstOpen = days.flatMap((day) => day.options).find((option) => option.selectable)?.id ?? null;
  const [selected, setSelected] = useState<string | null>(
    initialSlotId ?? (mode === 'login' ? firstOpen : null),
  );
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const book = async (slotId: string, retried = false): Promise<void> => {
    try {
      await bookSlot({ params: { slotId } });
      await router.push(routeTo(slotSelectionPath({ session: sessionId, slot: slotId, info: 'dipesan' })));
    } catch (cause) {
      if (cause instanceof ApiCallError && cause.status === 401 && !retried) {
        if (await refreshAccessToken()) return book(slotId, true);
        await signOut('unauthorized');
        return;
      }
      const known = cause instanceof ApiCallError && cause.status >= 400 && cause.status < 500;
      setProblem(known ? cause.message : GENERIC_ERROR_MESSAGE);
      setWorking(false);
      // The seats may have changed (someone took the last one): read them again.
      if (known) await router.reload();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || working) return;
    setWorking(true);
    setProblem(null);
    void book(selected);
  };

  if (mode === 'view') {
    return (
      <div className={classes.days}>
        {days.map((day) => (
          <div key={day.dateKey} className={classes.day}>
            <h3 className={classes.dayName}>{day.label}</h3>
            <ul className={classes.options}>
              {day.options.map((option) => (
                <li key={option.id} className={classes.staticOption}>
                  <OptionText option={option} classes={classes} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  }

  const loginHref = `${LOGIN_PATH}?redirect=${encodeURIComponent(slotSelectionPath({ session: sessionId, slot: selected }))}`;
  const chosenDay = days.find((day) => day.options.some((option) => option.id === selected));
  const chosen = chosenDay?.options.find((option) => option.id === selected);
  return (
    <form onSubmit={submit}>
      <div className={classes.days}>
        {days.map((day) => (
          <fieldset key={day.dateKey} className={classes.day}>
            <legend className={classes.dayName}>{day.label}</legend>
            <ul className={classes.options}>
              {day.options.map((option) => (
                <li key={option.id}>
                  <label className={classes.option}>
                    <input
                      type="radio"
                      name="slot"
                      value={option.id}
                      checked={selected === option.id}
                      disabled={!option.selectable || working}
                      onChange={() => {
                        setSelected(option.id);
                        setProblem(null);
                      }}
                    />
                    <OptionText option={option} classes={classes} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      {/* Stays in view at the bottom of a phone's screen while the slots scroll by. */}
      <div className={classes.actions}>
        <p className={classes.chosen}>
          {chosen && chosenDay
            ? `Pilihanmu: ${chosenDay.label}, ${chosen.time}`
            : 'Belum ada jadwal yang dipilih.'}
        </p>
        {mode === 'book' ? (
          <button type="submit" className={classes.button} disabled={!selected || working}>
            {working ? 'Memesan kursi…' : 'Pesan kursi'}
          </button>
        ) : (
          <a href={loginHref} className={classes.button}>
            Masuk untuk pesan kursi
          </a>
        )}
        {/* In the bar, next to the button: a refusal ("…sudah penuh…") is read where it was caused. */}
        <p role="status" className={`${classes.status} ${problem ? classes.error : ''}`}>
          {problem ?? ''}
        </p>
      </div>
    </form>
  );
}
