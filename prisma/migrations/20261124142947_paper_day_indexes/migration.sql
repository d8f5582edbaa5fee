-- CreateIndex
CREATE INDEX "Paper_startedAt_idx" ON "Paper"("startedAt");

-- CreateIndex
CREATE INDEX "Paper_handedAt_idx" ON "Paper"("handedAt");
