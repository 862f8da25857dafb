package org.georc.examples.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;

/** The job's command line: the CLI's names, defaults and errors. */
class JobOptionsTest {
    private static final String[] REQUIRED = {"--references", "r.jsonl", "--candidates", "c.parquet", "--output", "o"};

    @Test
    void defaultsAreTheClisWithOneEncoderThreadPerTask() {
        JobOptions o = JobOptions.parse(REQUIRED);
        assertThat(o.judge()).isEqualTo(JudgeSettings.defaults());
        assertThat(o.judge().encoderThreads()).isEqualTo(1);
        assertThat(o.scoring()).isEqualTo(ScoreOptions.defaults());
        assertThat(o.partitions()).isZero();
        assertThat(o.leaderboard()).isNull();
    }

    @Test
    void optionsReachTheJudgeSettingsAsTheCliWritesThem() {
        JobOptions o = JobOptions.parse(concat(REQUIRED, "--lo", "0.35", "--hi", ".6", "--option", "conflicts=false",
                "--no-flags", "--no-alignments", "--include-conclusion", "--encoder-threads", "2", "--batch", "16",
                "--partitions", "8", "--leaderboard", "lb"));
        assertThat(o.judge().options()).containsEntry("lo", "0.35").containsEntry("hi", "0.6")
                .containsEntry("conflicts", "false");
        assertThat(o.scoring()).isEqualTo(new ScoreOptions(true, false, false, 16));
        assertThat(o.judge().encoderThreads()).isEqualTo(2);
        assertThat(o.partitions()).isEqualTo(8);
        // equal settings are one key of the per-JVM pool, whatever order the options came in
        assertThat(JobOptions.parse(concat(REQUIRED, "--option", "conflicts=false", "--hi", "0.6", "--lo", "0.35",
                "--encoder-threads", "2")).judge()).isEqualTo(o.judge());
    }

    @Test
    void badOptionsAreNamed() {
        assertThatThrownBy(() -> JobOptions.parse("--references", "r"))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("--candidates");
        assertThatThrownBy(() -> JobOptions.parse(concat(REQUIRED, "--lo", "low")))
                .hasMessageContaining("--lo must be a number");
        assertThatThrownBy(() -> JobOptions.parse(concat(REQUIRED, "--batch", "0")))
                .hasMessageContaining("--batch must be >= 1");
        assertThatThrownBy(() -> JobOptions.parse(concat(REQUIRED, "--threads", "2")))
                .hasMessageContaining("unknown option \"--threads\"");
        assertThatThrownBy(() -> JobOptions.parse(concat(REQUIRED, "--format", "csv")))
                .hasMessageContaining("json or parquet");
        assertThatThrownBy(() -> JobOptions.parse(concat(REQUIRED, "--output")))
                .hasMessageContaining("--output needs a value");
    }

    @Test
    void aJudgeThatNeedsAnLlmIsRefusedBeforeAnyTaskStarts() {
        JobOptions o = JobOptions.parse(concat(REQUIRED, "--judge", "one-to-all"));
        assertThatThrownBy(() -> o.judge().provider()).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("one-to-all").hasMessageContaining("needs");
        JobOptions unknown = JobOptions.parse(concat(REQUIRED, "--judge", "nope"));
        assertThatThrownBy(() -> unknown.judge().provider()).hasMessageContaining("no judge named \"nope\"");
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
