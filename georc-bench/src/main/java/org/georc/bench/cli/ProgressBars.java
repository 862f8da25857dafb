package org.georc.bench.cli;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.georc.judges.engine.RunProgress;

/** The command line's progress bar on stderr, drawn from a library run's {@link RunProgress}. */
final class ProgressBars implements RunProgress {
    private final String task;
    private ProgressBar bar;

    /** @param task the bar's name ("scoring") */
    ProgressBars(String task) {
        this.task = task;
    }

    @Override
    public synchronized void started(int pairs) {
        if (pairs > 0) {
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(pairs).setStyle(ProgressBarStyle.ASCII)
                    .setUpdateIntervalMillis(500).setConsumer(new ConsoleProgressBarConsumer(System.err)).build();
        }
    }

    @Override
    public synchronized void scored(int pairs) {
        if (bar != null) {
            bar.stepBy(pairs);
        }
    }

    @Override
    public synchronized void finished() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
