-- The product's feature flags and their defaults; operations change them in the database.
insert into feature_flags (name, enabled, description) values
  ('orderKit', false, 'Nurses can order supply kits (nav: Order kit).'),
  ('visits', false, 'Office staff see Visits in the nav bar.'),
  ('supplyPreparationDisabled', false, 'Shifts need no supply preparation; hides "Check in available".'),
  ('supplyTransfersDisabled', false, 'Leave-from goes back to check-in instead of the shift.'),
  ('transitBlockingDisabled', false, 'Too-early and too-late transit alerts warn instead of block.')
on conflict (name) do nothing;
