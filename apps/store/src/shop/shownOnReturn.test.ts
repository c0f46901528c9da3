import { describe, expect, it } from 'vitest';
import { type ShownByEntry, shownToRestore, withShown } from './shownOnReturn';

const newest = JSON.stringify({ sort: 'Newest' });
const cheapest = JSON.stringify({ sort: 'LowToHigh' });

describe('the count a grid is drawn with again', () => {
  it('is what the same history entry showed of the same list', () => {
    const byEntry = withShown({}, 'entry-1', newest, 30);
    expect(shownToRestore(byEntry, 'entry-1', newest)).toBe(30);
  });

  it('is none for an entry that showed nothing yet, or another list (new filters or sort start at the first products)', () => {
    const byEntry = withShown({}, 'entry-1', newest, 30);
    expect(shownToRestore(byEntry, 'entry-2', newest)).toBeUndefined();
    expect(shownToRestore(byEntry, 'entry-1', cheapest)).toBeUndefined();
  });

  it('keeps each entry its own count, the latest one', () => {
    let byEntry: ShownByEntry = {};
    byEntry = withShown(byEntry, 'entry-1', newest, 10);
    byEntry = withShown(byEntry, 'entry-2', cheapest, 5);
    byEntry = withShown(byEntry, 'entry-1', newest, 25);
    expect(shownToRestore(byEntry, 'entry-1', newest)).toBe(25);
    expect(shownToRestore(byEntry, 'entry-2', cheapest)).toBe(5);
    // The entry's list changed: its count is the new list's.
    byEntry = withShown(byEntry, 'entry-1', cheapest, 5);
    expect(shownToRestore(byEntry, 'entry-1', newest)).toBeUndefined();
    expect(shownToRestore(byEntry, 'entry-1', cheapest)).toBe(5);
  });

  it('leaves the record as it is when the count is the same, so saving it again changes no state', () => {
    const byEntry = withShown({}, 'entry-1', newest, 10);
    expect(withShown(byEntry, 'entry-1', newest, 10)).toBe(byEntry);
    expect(withShown(byEntry, 'entry-1', newest, 15)).not.toBe(byEntry);
  });
});
