package org.georc.core.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.scorefile.RunSettings;
import org.georc.core.scorefile.ScoreLines;
import org.georc.core.scorefile.ScoreRecord;

/**
 * The score files of a run's steps (a benchmark's candidate models, expert pairs and
 * baselines), read for one leaderboard: each file must hold one settings fingerprint, and the
 * files must agree on everything but which references and pairs a step used ({@link #judgePart}),
 * or their means would not be comparable.
 */
public final class StepScores {
    private StepScores() {
    }

    /**
     * @param files the step files, in order; missing ones are skipped
     * @return their rows, in order
     * @throws InvalidInputException when a file mixes settings or the files disagree on the judge's settings
     */
    public static List<ScoreRecord> read(List<Path> files) {
        List<ScoreRecord> records = new ArrayList<>();
        RunSettings judgeSettings = null;
        Path judgeSettingsFrom = null;
        for (Path f : files) {
            if (!Files.exists(f)) {
                continue;
            }
            List<ScoreRecord> rows = ScoreLines.read(f);
            ScoreLines.requireOneSettings(rows, f.toString(), false);
            if (!rows.isEmpty()) {
                RunSettings s = RunSettings.readFrom(rows.get(0).extra()).map(StepScores::judgePart).orElse(null);
                if (judgeSettings == null) {
                    judgeSettings = s;
                    judgeSettingsFrom = f;
                } else if (!judgeSettings.equals(s)) {
                    throw new InvalidInputException(f + ": scored with other judge settings than " + judgeSettingsFrom
                            + (s == null ? "" : ": " + String.join("; ", s.differences(judgeSettings, f.getFileName()
                                    .toString(), judgeSettingsFrom.getFileName().toString())))
                            + ". Score every step with the same options (or move the old files away)");
                }
            }
            records.addAll(rows);
        }
        return records;
    }

    /**
     * @param s a step's settings
     * @return the settings that must agree across steps: all but which references and pairs it used
     */
    public static RunSettings judgePart(RunSettings s) {
        Map<String, String> m = new LinkedHashMap<>(s.values());
        m.remove("reference_expert");
        m.remove("fallback_experts");
        m.remove("pairs");
        return RunSettings.of(m);
    }
}
