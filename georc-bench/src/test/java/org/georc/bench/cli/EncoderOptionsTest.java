package org.georc.bench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class EncoderOptionsTest {
    private static EncoderOptions parse(String... args) {
        EncoderOptions o = new EncoderOptions();
        new CommandLine(o).parseArgs(args);
        return o;
    }

    private static final int CORES = Runtime.getRuntime().availableProcessors();

    @Test
    void oneCallerKeepsTheEncodersOwnDefaultOfOneThreadPerCore() {
        assertThat(parse().intraOpThreads()).isZero();
        assertThat(parse().callers(1).intraOpThreads()).isZero();
    }

    @Test
    void scoringThreadsShareTheCoresOutSoConcurrentCallsDoNotOversubscribe() {
        assertThat(parse().callers(2).intraOpThreads()).isEqualTo(Math.max(1, CORES / 2));
        assertThat(parse().callers(CORES * 4).intraOpThreads()).isEqualTo(1);
    }

    @Test
    void anExplicitEncoderThreadCountIsKeptWhateverTheCallers() {
        assertThat(parse("--encoder-threads", "3").callers(8).intraOpThreads()).isEqualTo(3);
    }

    @Test
    void spinningIsOnUnlessTurnedOff() {
        assertThat(parse().noSpin).isFalse();
        assertThat(parse("--no-encoder-spin").noSpin).isTrue();
    }
}
