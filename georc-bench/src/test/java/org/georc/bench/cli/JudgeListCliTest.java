package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code score --list-judges} and the checks on {@code --option}: nothing here loads a model, since
 * the list needs none and a bad option is refused before anything is read or loaded.
 */
class JudgeListCliTest {

    @Test
    void listJudgesPrintsEveryJudgeWithItsOptionsAndExitsZero() {
        Cli list = Cli.run("score", "--list-judges");
        assertThat(list.exit).as(list.toString()).isZero();
        assertThat(list.err).isEmpty();
        assertThat(list.out).contains("embedding: ", "keypoints: ", "one-to-all: ", "vlm: ")
                .contains("  --option lo (number, default 0.4): ")
                .contains("  --option conflict-lexicon (path): ")
                .contains("  --option concurrency (integer, from 1 to 4096, tuning): ")
                .contains("  --option matching (objects|plain, default objects): ")
                .contains("  --option reasons (boolean, default true): ");
        // the keypoints judge lists its own default for the shared conflicts option
        String keypoints = list.out.substring(list.out.indexOf("keypoints: "), list.out.indexOf("one-to-all: "));
        assertThat(keypoints).contains("  --option conflicts (boolean, default false): ");
        // the help points to the list
        assertThat(Cli.run("score", "--help").out).contains("--list-judges");
    }

    @Test
    void anUnknownOptionKeyFailsWithExitTwoAndTheClosestName() {
        Cli typo = Cli.run("score", "--references", "nowhere.jsonl", "--candidates", "nowhere.jsonl",
                "--output", "-", "--option", "conflict-lexcon=x.txt");
        assertThat(typo.exit).as(typo.toString()).isEqualTo(2);
        assertThat(typo.out).isEmpty();
        assertThat(typo.err).contains("judge \"embedding\" has no option \"conflict-lexcon\"")
                .contains("did you mean \"conflict-lexicon\"?");
        Cli oneToAll = Cli.run("score", "--judge", "one-to-all", "--references", "nowhere.jsonl", "--candidates",
                "nowhere.jsonl", "--output", "-", "--lo", "0.3");
        assertThat(oneToAll.exit).as(oneToAll.toString()).isEqualTo(2);
        assertThat(oneToAll.err).contains("judge \"one-to-all\" has no option \"lo\"");
    }

    @Test
    void aValueOfTheWrongTypeFailsWithExitTwo() {
        Cli bad = Cli.run("score", "--references", "nowhere.jsonl", "--candidates", "nowhere.jsonl", "--output", "-",
                "--option", "conflicts=maybe");
        assertThat(bad.exit).as(bad.toString()).isEqualTo(2);
        assertThat(bad.err).contains("option conflicts of judge \"embedding\" must be true or false, got \"maybe\"");
    }
}
