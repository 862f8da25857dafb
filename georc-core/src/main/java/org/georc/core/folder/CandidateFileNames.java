package org.georc.core.folder;

import java.util.regex.Pattern;
import org.georc.core.InvalidInputException;

/** How candidate files are named when written into a GeoRC folder (the generator's naming). */
public final class CandidateFileNames {
    /** Characters a model name may hold when it becomes part of a file name. */
    private static final Pattern FILE_SAFE_MODEL = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._+\\-]{0,127}");

    private CandidateFileNames() {
    }

    /**
     * The file a candidate chain is written to, in the generator's naming.
     *
     * @param model the model name; it must be safe as part of a file name
     * @param round the round
     * @return {@code candidate_reasoning_chain_<model>_<round>.txt}
     * @throws InvalidInputException for a model name that cannot be part of a file name
     */
    public static String of(String model, int round) {
        requireFileSafe(model);
        return GeorcDirectory.CANDIDATE_PREFIX + model + "_" + round + ".txt";
    }

    /**
     * @param model a model name
     * @throws InvalidInputException unless it is 1-128 characters of letters, digits, {@code . _ + -},
     *                               starting with a letter or digit
     */
    public static void requireFileSafe(String model) {
        if (model == null || !FILE_SAFE_MODEL.matcher(model).matches()) {
            throw new InvalidInputException("model name \"" + model + "\" cannot be part of a file name (letters, "
                    + "digits, . _ + - only, starting with a letter or digit); choose another name for the files");
        }
    }
}
