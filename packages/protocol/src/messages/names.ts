import { z } from 'zod';

/** Who sits where and what may sit there: the parts requests are made of. */
export const TableId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'a table id');
export const SeatName = z.enum(['N', 'E', 'S', 'W']);
export type SeatName = z.infer<typeof SeatName>;
export const BotLevel = z.enum(['easy', 'medium', 'hard', 'expert']);
export type BotLevel = z.infer<typeof BotLevel>;

/** The longest display name, in characters as a person counts them (an emoji is one). */
export const NAME_MAX = 24;
/** Control characters and the bidi overrides that could make a name show as another one. */
const UNSAFE_IN_NAME = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A display name: any letters, digits, emoji and punctuation (pages show it as text, never as
 * markup), trimmed, at most NAME_MAX characters. One message per refusal: a blank name is only
 * "a name is needed".
 */
export const Name = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    const message =
      name === ''
        ? 'a name is needed'
        : [...name].length > NAME_MAX
          ? `at most ${NAME_MAX} characters (this one has ${[...name].length})`
          : UNSAFE_IN_NAME.test(name)
            ? 'no control characters'
            : null;
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
