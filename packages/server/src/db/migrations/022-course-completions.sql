-- Training (issue 23; requirements.md 7 getCourseUrl, getUserCourseAuthToken): with the built-in course
-- list (the default training adapter), the courses a nurse has completed.
create table course_completions (
  user_id text not null references users (id) on delete cascade,
  course_id text not null check (course_id in ('hipaa-privacy', 'bloodborne-pathogens', 'specimen-handling',
    'chain-of-custody')),
  completed_at timestamptz not null default now(),
  primary key (user_id, course_id)
);
