/**
 * Input records and their readers: the references and candidates JSONL files
 * ({@link org.georc.core.records.Datasets}), their lines as records, the reference set with its
 * expert choice, and confined image paths ({@link org.georc.core.records.ImageFiles}). Every
 * malformed input fails with file, line and field.
 */
package org.georc.core.records;
