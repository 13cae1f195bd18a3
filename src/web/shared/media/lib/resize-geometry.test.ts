import { describe, expect, it } from 'vitest';
import { checkFile, exportType, planResize } from './resize-geometry.ts';

describe('planResize', () => {
  it('crops a landscape photo to fill a portrait battle banner', () => {
    const plan = planResize(1200, 800, { mode: 'cover', width: 300, height: 600 });
    expect(plan.width).toBe(300);
    expect(plan.height).toBe(600);
    expect(plan.sh).toBe(800);
    expect(plan.sw).toBeCloseTo(400);
    expect(plan.sx).toBeCloseTo(400);
    expect(plan.sy).toBe(0);
  });

  it('crops a tall image to a centred square profile picture', () => {
    const plan = planResize(400, 1000, { mode: 'cover', width: 200, height: 200 });
    expect(plan).toMatchObject({ width: 200, height: 200, sx: 0, sw: 400, sh: 400, sy: 300 });
  });

  it('fits a wide logo inside 300x300 without enlarging small ones', () => {
    expect(planResize(1200, 600, { mode: 'contain', width: 300, height: 300 })).toMatchObject({
      width: 300,
      height: 150,
      sw: 1200,
      sh: 600,
    });
    expect(planResize(100, 50, { mode: 'contain', width: 300, height: 300 })).toMatchObject({
      width: 100,
      height: 50,
    });
  });
});

describe('file checks', () => {
  it('accepts images up to the limit and refuses the rest', () => {
    expect(checkFile({ type: 'image/png', size: 5 * 1024 * 1024 }, 5 * 1024 * 1024)).toBeNull();
    expect(checkFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, 5 * 1024 * 1024)).toBe('too-large');
    expect(checkFile({ type: 'application/pdf', size: 10 }, 5 * 1024 * 1024)).toBe('not-image');
    expect(checkFile({ type: 'image/svg+xml', size: 10 }, 5 * 1024 * 1024)).toBe('not-image');
  });

  it('exports JPEG and WebP as themselves, everything else as PNG', () => {
    expect(exportType('image/jpeg')).toBe('image/jpeg');
    expect(exportType('image/webp')).toBe('image/webp');
    expect(exportType('image/gif')).toBe('image/png');
  });
});
