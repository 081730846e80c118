/** Screens of this group by step kind (see ../index.ts). */
import type { StepScreens } from '../../step-screen.ts';

export const screens: StepScreens = {};
