-- An answer sheet row is rewritten by every save of an exam (answer, seq, answered, updatedAt, none
-- of them indexed). Pages kept 30 % free let PostgreSQL write the new version beside the old one
-- (a HOT update: no new index entries, the old version pruned in place); packed full, each save
-- moved the row to another page and added to both indexes, and a long sitting slowed as they grew.
ALTER TABLE "PaperQuestion" SET (fillfactor = 70);
