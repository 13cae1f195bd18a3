-- One authenticated vote's writes exactly as the API runs them: votes/repository.ts recordVote calls
-- record_vote() (drizzle/0002_vote-function.sql) as one statement. The request number n is unique per
-- client (client_id * per_client + i, i kept across transactions), so every (voter, battle,
-- participant) triple is used once: voter v<n+1>, battle b<battle_base + n % battles>, fighter
-- p<1 + (n / battles) % participants>. Variables: per_client, battle_base, battles, participants, i=0.
\set n :client_id * :per_client + :i
\set i :i + 1
\set voter :n + 1
\set battle :battle_base + (:n % :battles)
\set part 1 + ((:n / :battles) % :participants)
SELECT outcome, new_balance, new_votes_count
  FROM record_vote('b' || :battle, 'p' || :part, 'p_user_' || :part, 'v' || :voter,
                   now(), now() - interval '5 seconds', 'battle_updates');
