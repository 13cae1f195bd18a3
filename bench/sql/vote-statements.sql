-- One authenticated vote's writes as separate statements in an explicit transaction (how the service
-- ran them before record_vote() and cast_vote()): the writes of vote.sql without its session lookup
-- and checks, with a round trip per statement and the participant's row locked until COMMIT; kept
-- as a reference row. The request number n is unique perThe request number n is unique per
-- client (client_id * per_client + i, i kept across transactions), so every (voter, battle,
-- participant) triple is used once: voter v<n+1>, battle b<battle_base + n % battles>, fighter
-- p<1 + (n / battles) % participants>. Variables: per_client, battle_base, battles, participants, i=0.
\set n :client_id * :per_client + :i
\set i :i + 1
\set voter :n + 1
\set battle :battle_base + (:n % :battles)
\set part 1 + ((:n / :battles) % :participants)
BEGIN;
UPDATE user_credits
   SET balance = balance - 1,
       last_vote_at = greatest(coalesce(last_vote_at, now()), now()),
       updated_at = now()
 WHERE user_id = 'v' || :voter
   AND balance >= 1
   AND (last_vote_at IS NULL OR last_vote_at <= now() - interval '5 seconds')
RETURNING balance;
INSERT INTO credit_transactions (user_id, type, amount, description, battle_event_id, participant_user_id)
VALUES ('v' || :voter, 'vote_expense', -1, 'Voto em p_user_' || :part, 'b' || :battle, 'p' || :part);
INSERT INTO battle_event_user_votes (battle_event_id, participant_user_id, voter_user_id, created_at)
VALUES ('b' || :battle, 'p' || :part, 'v' || :voter, now())
ON CONFLICT DO NOTHING
RETURNING id;
UPDATE battle_event_participants
   SET unsharded_votes = unsharded_votes + 1
 WHERE battle_event_id = 'b' || :battle AND user_id = 'p' || :part
RETURNING unsharded_votes AS votes_count \gset
SELECT pg_notify('battle_updates', json_build_object('type', 'votes', 'battleId', 'b' || :battle,
  'participantUserId', 'p' || :part, 'votesCount', :votes_count::int)::text);
COMMIT;
