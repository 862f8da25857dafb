package org.georc.core.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.georc.core.InvalidInputException;

/**
 * Which group a leaderboard row belongs to, as the GeoRC authors group theirs: the human
 * experts first, then the baselines, then the VLMs; a map file can put models into groups of
 * its own (Open-weight VLM, Proprietary VLM), listed after the experts and baselines in the
 * order the file names them.
 */
public final class ModelGroups {
    /** Expert pairs and their pooled row. */
    public static final String HUMAN_EXPERT = "Human Expert";
    /** The paper's baselines: hallucinated, random hallucinated, paraphrased. */
    public static final String BASELINE = "Baseline";
    /** Every other model. */
    public static final String VLM = "VLM";

    /** Baseline names: each alone or followed by a dash ({@code random-hallucinated}, {@code baseline-x}). */
    private static final List<String> BASELINES = List.of("hallucinated", "random", "paraphrased", "baseline");
    private static final ModelGroups STANDARD = new ModelGroups(Map.of());

    private final Map<String, String> byModel;
    private final List<String> order;

    private ModelGroups(Map<String, String> byModel) {
        this.byModel = Map.copyOf(byModel);
        List<String> o = new ArrayList<>(List.of(HUMAN_EXPERT, BASELINE));
        byModel.values().stream().distinct().filter(g -> !o.contains(g) && !g.equals(VLM)).forEach(o::add);
        o.add(VLM);
        this.order = List.copyOf(o);
    }

    /** @return the authors' grouping, by model name alone */
    public static ModelGroups standard() {
        return STANDARD;
    }

    /**
     * Reads a map file: one {@code model,group} (or tab-separated) pair per line; blank lines and
     * lines starting with {@code #} are skipped. Models it does not name keep their standard group.
     *
     * @param file the file
     * @return the grouping
     * @throws InvalidInputException naming {@code file:line} for a line without both parts, or a
     *                               model given twice
     */
    public static ModelGroups read(Path file) {
        List<String> lines = org.georc.core.json.BoundedLines.lines(file);
        Map<String, String> map = new LinkedHashMap<>();
        Map<String, Integer> where = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            String[] parts = line.split("[\t,]", 2);
            if (parts.length < 2 || parts[0].isBlank() || parts[1].isBlank()) {
                throw new InvalidInputException(file, i + 1, null, "expected \"model,group\", got \"" + line.strip()
                        + "\"", null);
            }
            String model = parts[0].strip();
            Integer first = where.putIfAbsent(model, i + 1);
            if (first != null) {
                throw new InvalidInputException(file, i + 1, null, "model \"" + model + "\" is grouped twice (first at line "
                        + first + ")", null);
            }
            map.put(model, parts[1].strip());
        }
        return new ModelGroups(map);
    }

    /**
     * @param model a leaderboard row's model
     * @return its group
     */
    public String groupOf(String model) {
        Objects.requireNonNull(model, "model");
        String mapped = byModel.get(model);
        if (mapped != null) {
            return mapped;
        }
        String m = model.toLowerCase(java.util.Locale.ROOT);
        if (m.startsWith("expert-") || m.equals(Leaderboard.HUMAN_EXPERT_AVERAGE)) {
            return HUMAN_EXPERT;
        }
        for (String b : BASELINES) {
            if (m.equals(b) || m.startsWith(b + "-")) {
                return BASELINE;
            }
        }
        return VLM;
    }

    /**
     * @param group a group name
     * @return its place in the leaderboard (experts 0, baselines 1, then the file's groups, VLM last)
     */
    public int rank(String group) {
        int i = order.indexOf(group);
        return i < 0 ? order.size() : i;
    }
}
