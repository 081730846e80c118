-- requirements.md 3: info faxNumber, which office staff set on their settings (issue 14).
alter table users add column fax_number text;
