-- One authenticated vote per transaction, as the API cast each vote before its votes went in
-- batches (docs/decisions/0029-votes-in-batches.md): cast_vote()
-- (src/server/db/functions/cast-vote.sql, votes/repository.ts castVoteStatement), the session by
-- its token, the checks and the writes, nothing notified. The votes suite sets the API, which sends
-- cast_votes() batches, beside this. Passed as the API passes them: the session's "fresh after"
-- instant (now + 30 days - 1 day, auth/viewer.ts sessionFreshAfter), the 5 s gap cutoff and the
-- product's time zone (src/domain/sao-paulo-time.ts APP_TIME_ZONE); here the instants are the
-- same expressions of now(). The request number n is unique per client (client_id * per_client +
-- i, i kept across transactions), so every (voter, battle, participant) triple is used once: voter
-- v<n+1> with session token benchtoken_v_<n+1>, battle b<battle_base + n % battles>, fighter
-- p<1 + (n / battles) % participants>. Variables: per_client, battle_base, battles, participants, i=0.
\set n :client_id * :per_client + :i
\set i :i + 1
\set voter :n + 1
\set battle :battle_base + (:n % :battles)
\set part 1 + ((:n / :battles) % :participants)
SELECT * FROM cast_vote('benchtoken_v_' || :voter, NULL, 'b' || :battle, 'p' || :part,
                        now(), now() - interval '5 seconds', now() + interval '29 days', 'America/Sao_Paulo');
