/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $Array = $util.global.Array, $TypeError = $util.global.TypeError, $String = $util.global.String, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $Boolean = $util.global.Boolean, $BigInt = $util.global.BigInt, $isFinite = $util.global.isFinite;

const $root = $protobuf.roots["edge"] || ($protobuf.roots["edge"] = {});

export const bench = $root.bench = (() => {

    const bench = {};

    bench.edge = (function() {

        const edge = {};

        edge.Edge = (function() {

            const Edge = function (properties) {
                this.emptyList = [];
                this.bigList = [];
                this.wrappedList = [];
                this.texts = [];
                this.smallInts = [];
                this.intKeyed = {};
                this.uintKeyed = {};
                this.stringKeyed = {};
                this.doubles = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Edge.prototype.empty = null;
            Edge.prototype.emptyList = $util.emptyArray;
            Edge.prototype.maybeEmpty = null;
            Edge.prototype.solo = 0;
            Edge.prototype.big = 0;
            Edge.prototype.bigList = $util.emptyArray;
            Edge.prototype.wrapped = null;
            Edge.prototype.wrappedList = $util.emptyArray;
            Edge.prototype.deep = null;
            Edge.prototype.tree = null;
            Edge.prototype.label = "";
            Edge.prototype.emptyString = "";
            Edge.prototype.texts = $util.emptyArray;
            Edge.prototype.maxInt = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
            Edge.prototype.minInt = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
            Edge.prototype.maxUint = $util.Long ? $util.Long.fromBits(0,0,true) : 0;
            Edge.prototype.wideInt = $util.Long ? $util.Long.fromBits(0,0,false) : 0;
            Edge.prototype.smallInts = $util.emptyArray;
            Edge.prototype.intKeyed = $util.emptyObject;
            Edge.prototype.uintKeyed = $util.emptyObject;
            Edge.prototype.stringKeyed = $util.emptyObject;
            Edge.prototype.maxDouble = 0;
            Edge.prototype.minDouble = 0;
            Edge.prototype.tinyDouble = 0;
            Edge.prototype.doubles = $util.emptyArray;
            Edge.prototype.maxFloat = 0;
            Edge.prototype.tinyFloat = 0;
            Edge.prototype.data = $util.newBuffer([]);
            Edge.prototype.emptyBytes = $util.newBuffer([]);
            Edge.prototype.optText = null;
            Edge.prototype.optInt = null;
            Edge.prototype.optFlag = null;

            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Edge.prototype, "_maybeEmpty", {
                get: $util.oneOfGetter($oneOfFields = ["maybeEmpty"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Edge.prototype, "_optText", {
                get: $util.oneOfGetter($oneOfFields = ["optText"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Edge.prototype, "_optInt", {
                get: $util.oneOfGetter($oneOfFields = ["optInt"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Edge.prototype, "_optFlag", {
                get: $util.oneOfGetter($oneOfFields = ["optFlag"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            Edge.create = function(properties) {
                return new Edge(properties);
            };

            Edge.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.empty != null && $Object.hasOwnProperty.call(message, "empty"))
                    $root.bench.edge.Empty.encode(message.empty, writer.uint32(10).fork(), _depth + 1).ldelim();
                if (message.emptyList != null && message.emptyList.length)
                    for (let i = 0; i < message.emptyList.length; ++i)
                        $root.bench.edge.Empty.encode(message.emptyList[i], writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.maybeEmpty != null && $Object.hasOwnProperty.call(message, "maybeEmpty"))
                    $root.bench.edge.Empty.encode(message.maybeEmpty, writer.uint32(26).fork(), _depth + 1).ldelim();
                if (message.solo != null && $Object.hasOwnProperty.call(message, "solo") && message.solo !== 0)
                    writer.uint32(32).int32(message.solo);
                if (message.big != null && $Object.hasOwnProperty.call(message, "big") && message.big !== 0)
                    writer.uint32(40).int32(message.big);
                if (message.bigList != null && message.bigList.length)
                    writer.uint32(50).int32s(message.bigList);
                if (message.wrapped != null && $Object.hasOwnProperty.call(message, "wrapped"))
                    $root.bench.edge.Wrapped.encode(message.wrapped, writer.uint32(58).fork(), _depth + 1).ldelim();
                if (message.wrappedList != null && message.wrappedList.length)
                    for (let i = 0; i < message.wrappedList.length; ++i)
                        $root.bench.edge.Wrapped.encode(message.wrappedList[i], writer.uint32(66).fork(), _depth + 1).ldelim();
                if (message.deep != null && $Object.hasOwnProperty.call(message, "deep"))
                    $root.bench.edge.Level1.encode(message.deep, writer.uint32(74).fork(), _depth + 1).ldelim();
                if (message.tree != null && $Object.hasOwnProperty.call(message, "tree"))
                    $root.bench.edge.TreeNode.encode(message.tree, writer.uint32(82).fork(), _depth + 1).ldelim();
                if (message.label != null && $Object.hasOwnProperty.call(message, "label") && message.label !== "")
                    writer.uint32(90).string(message.label);
                if (message.emptyString != null && $Object.hasOwnProperty.call(message, "emptyString") && message.emptyString !== "")
                    writer.uint32(98).string(message.emptyString);
                if (message.texts != null && message.texts.length)
                    for (let i = 0; i < message.texts.length; ++i)
                        writer.uint32(106).string(message.texts[i]);
                if (message.maxInt != null && $Object.hasOwnProperty.call(message, "maxInt") && (typeof message.maxInt === "object" ? message.maxInt.low || message.maxInt.high : message.maxInt !== 0))
                    writer.uint32(112).sint64(message.maxInt);
                if (message.minInt != null && $Object.hasOwnProperty.call(message, "minInt") && (typeof message.minInt === "object" ? message.minInt.low || message.minInt.high : message.minInt !== 0))
                    writer.uint32(120).sint64(message.minInt);
                if (message.maxUint != null && $Object.hasOwnProperty.call(message, "maxUint") && (typeof message.maxUint === "object" ? message.maxUint.low || message.maxUint.high : message.maxUint !== 0))
                    writer.uint32(128).uint64(message.maxUint);
                if (message.wideInt != null && $Object.hasOwnProperty.call(message, "wideInt") && (typeof message.wideInt === "object" ? message.wideInt.low || message.wideInt.high : message.wideInt !== 0))
                    writer.uint32(136).sint64(message.wideInt);
                if (message.smallInts != null && message.smallInts.length)
                    writer.uint32(146).sint32s(message.smallInts);
                if (message.intKeyed != null && $Object.hasOwnProperty.call(message, "intKeyed"))
                    for (let keys = $Object.keys(message.intKeyed), i = 0; i < keys.length; ++i)
                        writer.uint32(154).fork().uint32(8).sint32(keys[i]).uint32(18).string(message.intKeyed[keys[i]]).ldelim();
                if (message.uintKeyed != null && $Object.hasOwnProperty.call(message, "uintKeyed"))
                    for (let keys = $Object.keys(message.uintKeyed), i = 0; i < keys.length; ++i)
                        writer.uint32(162).fork().uint32(8).uint32(keys[i]).uint32(16).bool(message.uintKeyed[keys[i]]).ldelim();
                if (message.stringKeyed != null && $Object.hasOwnProperty.call(message, "stringKeyed"))
                    for (let keys = $Object.keys(message.stringKeyed), i = 0; i < keys.length; ++i)
                        writer.uint32(170).fork().uint32(10).string(keys[i]).uint32(16).sint32(message.stringKeyed[keys[i]]).ldelim();
                if (message.maxDouble != null && $Object.hasOwnProperty.call(message, "maxDouble") && !$Object.is(message.maxDouble, 0))
                    writer.uint32(177).double(message.maxDouble);
                if (message.minDouble != null && $Object.hasOwnProperty.call(message, "minDouble") && !$Object.is(message.minDouble, 0))
                    writer.uint32(185).double(message.minDouble);
                if (message.tinyDouble != null && $Object.hasOwnProperty.call(message, "tinyDouble") && !$Object.is(message.tinyDouble, 0))
                    writer.uint32(193).double(message.tinyDouble);
                if (message.doubles != null && message.doubles.length)
                    writer.uint32(202).doubles(message.doubles);
                if (message.maxFloat != null && $Object.hasOwnProperty.call(message, "maxFloat") && !$Object.is(message.maxFloat, 0))
                    writer.uint32(213).float(message.maxFloat);
                if (message.tinyFloat != null && $Object.hasOwnProperty.call(message, "tinyFloat") && !$Object.is(message.tinyFloat, 0))
                    writer.uint32(221).float(message.tinyFloat);
                if (message.data != null && $Object.hasOwnProperty.call(message, "data") && message.data.length)
                    writer.uint32(226).bytes(message.data);
                if (message.emptyBytes != null && $Object.hasOwnProperty.call(message, "emptyBytes") && message.emptyBytes.length)
                    writer.uint32(234).bytes(message.emptyBytes);
                if (message.optText != null && $Object.hasOwnProperty.call(message, "optText"))
                    writer.uint32(242).string(message.optText);
                if (message.optInt != null && $Object.hasOwnProperty.call(message, "optInt"))
                    writer.uint32(248).sint32(message.optInt);
                if (message.optFlag != null && $Object.hasOwnProperty.call(message, "optFlag"))
                    writer.uint32(256).bool(message.optFlag);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Edge.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Edge.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Edge();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            message.empty = $root.bench.edge.Empty.decode(reader, reader.size(), $undefined, _depth + 1, message.empty);
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if (!(message.emptyList && message.emptyList.length))
                                message.emptyList = [];
                            message.emptyList.push($root.bench.edge.Empty.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.maybeEmpty = $root.bench.edge.Empty.decode(reader, reader.size(), $undefined, _depth + 1, message.maybeEmpty);
                            message._maybeEmpty = "maybeEmpty";
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.solo = value;
                            else
                                delete message.solo;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.big = value;
                            else
                                delete message.big;
                            continue;
                        }
                    case 6: {
                            if (wireType === 2) {
                                if (!(message.bigList && message.bigList.length))
                                    message.bigList = [];
                                reader.int32s(message.bigList);
                                continue;
                            }
                            if (wireType !== 0)
                                break;
                            if (!(message.bigList && message.bigList.length))
                                message.bigList = [];
                            message.bigList.push(reader.int32());
                            continue;
                        }
                    case 7: {
                            if (wireType !== 2)
                                break;
                            message.wrapped = $root.bench.edge.Wrapped.decode(reader, reader.size(), $undefined, _depth + 1, message.wrapped);
                            continue;
                        }
                    case 8: {
                            if (wireType !== 2)
                                break;
                            if (!(message.wrappedList && message.wrappedList.length))
                                message.wrappedList = [];
                            message.wrappedList.push($root.bench.edge.Wrapped.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    case 9: {
                            if (wireType !== 2)
                                break;
                            message.deep = $root.bench.edge.Level1.decode(reader, reader.size(), $undefined, _depth + 1, message.deep);
                            continue;
                        }
                    case 10: {
                            if (wireType !== 2)
                                break;
                            message.tree = $root.bench.edge.TreeNode.decode(reader, reader.size(), $undefined, _depth + 1, message.tree);
                            continue;
                        }
                    case 11: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.label = value;
                            else
                                delete message.label;
                            continue;
                        }
                    case 12: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.emptyString = value;
                            else
                                delete message.emptyString;
                            continue;
                        }
                    case 13: {
                            if (wireType !== 2)
                                break;
                            if (!(message.texts && message.texts.length))
                                message.texts = [];
                            message.texts.push(reader.stringVerify());
                            continue;
                        }
                    case 14: {
                            if (wireType !== 0)
                                break;
                            if (typeof (value = reader.sint64()) === "object" ? value.low || value.high : value !== 0)
                                message.maxInt = value;
                            else
                                delete message.maxInt;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 0)
                                break;
                            if (typeof (value = reader.sint64()) === "object" ? value.low || value.high : value !== 0)
                                message.minInt = value;
                            else
                                delete message.minInt;
                            continue;
                        }
                    case 16: {
                            if (wireType !== 0)
                                break;
                            if (typeof (value = reader.uint64()) === "object" ? value.low || value.high : value !== 0)
                                message.maxUint = value;
                            else
                                delete message.maxUint;
                            continue;
                        }
                    case 17: {
                            if (wireType !== 0)
                                break;
                            if (typeof (value = reader.sint64()) === "object" ? value.low || value.high : value !== 0)
                                message.wideInt = value;
                            else
                                delete message.wideInt;
                            continue;
                        }
                    case 18: {
                            if (wireType === 2) {
                                if (!(message.smallInts && message.smallInts.length))
                                    message.smallInts = [];
                                reader.sint32s(message.smallInts);
                                continue;
                            }
                            if (wireType !== 0)
                                break;
                            if (!(message.smallInts && message.smallInts.length))
                                message.smallInts = [];
                            message.smallInts.push(reader.sint32());
                            continue;
                        }
                    case 19: {
                            if (wireType !== 2)
                                break;
                            if (message.intKeyed === $util.emptyObject)
                                message.intKeyed = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = 0;
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 0)
                                        break;
                                    key = reader.sint32();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            message.intKeyed[key] = value;
                            continue;
                        }
                    case 20: {
                            if (wireType !== 2)
                                break;
                            if (message.uintKeyed === $util.emptyObject)
                                message.uintKeyed = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = 0;
                            value = false;
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 0)
                                        break;
                                    key = reader.uint32();
                                    continue;
                                case 2:
                                    if (wireType !== 0)
                                        break;
                                    value = reader.bool();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            message.uintKeyed[key] = value;
                            continue;
                        }
                    case 21: {
                            if (wireType !== 2)
                                break;
                            if (message.stringKeyed === $util.emptyObject)
                                message.stringKeyed = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = 0;
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 0)
                                        break;
                                    value = reader.sint32();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.stringKeyed, key);
                            message.stringKeyed[key] = value;
                            continue;
                        }
                    case 22: {
                            if (wireType !== 1)
                                break;
                            if (!$Object.is(value = reader.double(), 0))
                                message.maxDouble = value;
                            else
                                delete message.maxDouble;
                            continue;
                        }
                    case 23: {
                            if (wireType !== 1)
                                break;
                            if (!$Object.is(value = reader.double(), 0))
                                message.minDouble = value;
                            else
                                delete message.minDouble;
                            continue;
                        }
                    case 24: {
                            if (wireType !== 1)
                                break;
                            if (!$Object.is(value = reader.double(), 0))
                                message.tinyDouble = value;
                            else
                                delete message.tinyDouble;
                            continue;
                        }
                    case 25: {
                            if (wireType === 2) {
                                if (!(message.doubles && message.doubles.length))
                                    message.doubles = [];
                                reader.doubles(message.doubles);
                                continue;
                            }
                            if (wireType !== 1)
                                break;
                            if (!(message.doubles && message.doubles.length))
                                message.doubles = [];
                            message.doubles.push(reader.double());
                            continue;
                        }
                    case 26: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.maxFloat = value;
                            else
                                delete message.maxFloat;
                            continue;
                        }
                    case 27: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.tinyFloat = value;
                            else
                                delete message.tinyFloat;
                            continue;
                        }
                    case 28: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.bytes()).length)
                                message.data = value;
                            else
                                delete message.data;
                            continue;
                        }
                    case 29: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.bytes()).length)
                                message.emptyBytes = value;
                            else
                                delete message.emptyBytes;
                            continue;
                        }
                    case 30: {
                            if (wireType !== 2)
                                break;
                            message.optText = reader.stringVerify();
                            message._optText = "optText";
                            continue;
                        }
                    case 31: {
                            if (wireType !== 0)
                                break;
                            message.optInt = reader.sint32();
                            message._optInt = "optInt";
                            continue;
                        }
                    case 32: {
                            if (wireType !== 0)
                                break;
                            message.optFlag = reader.bool();
                            message._optFlag = "optFlag";
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Edge.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Edge.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.empty != null && $Object.hasOwnProperty.call(message, "empty")) {
                    let error = $root.bench.edge.Empty.verify(message.empty, _depth + 1);
                    if (error)
                        return "empty." + error;
                }
                if (message.emptyList != null && $Object.hasOwnProperty.call(message, "emptyList")) {
                    if (!$Array.isArray(message.emptyList))
                        return "emptyList: array expected";
                    for (let i = 0; i < message.emptyList.length; ++i) {
                        let error = $root.bench.edge.Empty.verify(message.emptyList[i], _depth + 1);
                        if (error)
                            return "emptyList." + error;
                    }
                }
                if (message.maybeEmpty != null && $Object.hasOwnProperty.call(message, "maybeEmpty")) {
                    properties._maybeEmpty = 1;
                    {
                        let error = $root.bench.edge.Empty.verify(message.maybeEmpty, _depth + 1);
                        if (error)
                            return "maybeEmpty." + error;
                    }
                }
                if (message.solo != null && $Object.hasOwnProperty.call(message, "solo"))
                    if (typeof message.solo !== "number" || (message.solo | 0) !== message.solo)
                        return "solo: enum value expected";
                if (message.big != null && $Object.hasOwnProperty.call(message, "big"))
                    if (typeof message.big !== "number" || (message.big | 0) !== message.big)
                        return "big: enum value expected";
                if (message.bigList != null && $Object.hasOwnProperty.call(message, "bigList")) {
                    if (!$Array.isArray(message.bigList))
                        return "bigList: array expected";
                    for (let i = 0; i < message.bigList.length; ++i)
                        if (typeof message.bigList[i] !== "number" || (message.bigList[i] | 0) !== message.bigList[i])
                            return "bigList: enum value[] expected";
                }
                if (message.wrapped != null && $Object.hasOwnProperty.call(message, "wrapped")) {
                    let error = $root.bench.edge.Wrapped.verify(message.wrapped, _depth + 1);
                    if (error)
                        return "wrapped." + error;
                }
                if (message.wrappedList != null && $Object.hasOwnProperty.call(message, "wrappedList")) {
                    if (!$Array.isArray(message.wrappedList))
                        return "wrappedList: array expected";
                    for (let i = 0; i < message.wrappedList.length; ++i) {
                        let error = $root.bench.edge.Wrapped.verify(message.wrappedList[i], _depth + 1);
                        if (error)
                            return "wrappedList." + error;
                    }
                }
                if (message.deep != null && $Object.hasOwnProperty.call(message, "deep")) {
                    let error = $root.bench.edge.Level1.verify(message.deep, _depth + 1);
                    if (error)
                        return "deep." + error;
                }
                if (message.tree != null && $Object.hasOwnProperty.call(message, "tree")) {
                    let error = $root.bench.edge.TreeNode.verify(message.tree, _depth + 1);
                    if (error)
                        return "tree." + error;
                }
                if (message.label != null && $Object.hasOwnProperty.call(message, "label"))
                    if (!$util.isString(message.label))
                        return "label: string expected";
                if (message.emptyString != null && $Object.hasOwnProperty.call(message, "emptyString"))
                    if (!$util.isString(message.emptyString))
                        return "emptyString: string expected";
                if (message.texts != null && $Object.hasOwnProperty.call(message, "texts")) {
                    if (!$Array.isArray(message.texts))
                        return "texts: array expected";
                    for (let i = 0; i < message.texts.length; ++i)
                        if (!$util.isString(message.texts[i]))
                            return "texts: string[] expected";
                }
                if (message.maxInt != null && $Object.hasOwnProperty.call(message, "maxInt"))
                    if (!$util.isInteger(message.maxInt) && !(message.maxInt && $util.isInteger(message.maxInt.low) && $util.isInteger(message.maxInt.high)))
                        return "maxInt: integer|Long expected";
                if (message.minInt != null && $Object.hasOwnProperty.call(message, "minInt"))
                    if (!$util.isInteger(message.minInt) && !(message.minInt && $util.isInteger(message.minInt.low) && $util.isInteger(message.minInt.high)))
                        return "minInt: integer|Long expected";
                if (message.maxUint != null && $Object.hasOwnProperty.call(message, "maxUint"))
                    if (!$util.isInteger(message.maxUint) && !(message.maxUint && $util.isInteger(message.maxUint.low) && $util.isInteger(message.maxUint.high)))
                        return "maxUint: integer|Long expected";
                if (message.wideInt != null && $Object.hasOwnProperty.call(message, "wideInt"))
                    if (!$util.isInteger(message.wideInt) && !(message.wideInt && $util.isInteger(message.wideInt.low) && $util.isInteger(message.wideInt.high)))
                        return "wideInt: integer|Long expected";
                if (message.smallInts != null && $Object.hasOwnProperty.call(message, "smallInts")) {
                    if (!$Array.isArray(message.smallInts))
                        return "smallInts: array expected";
                    for (let i = 0; i < message.smallInts.length; ++i)
                        if (!$util.isInteger(message.smallInts[i]))
                            return "smallInts: integer[] expected";
                }
                if (message.intKeyed != null && $Object.hasOwnProperty.call(message, "intKeyed")) {
                    if (!$util.isObject(message.intKeyed))
                        return "intKeyed: object expected";
                    let key = $Object.keys(message.intKeyed);
                    for (let i = 0; i < key.length; ++i) {
                        if (!$util.key32Re.test(key[i]))
                            return "intKeyed: integer key{k:sint32} expected";
                        if (!$util.isString(message.intKeyed[key[i]]))
                            return "intKeyed: string{k:sint32} expected";
                    }
                }
                if (message.uintKeyed != null && $Object.hasOwnProperty.call(message, "uintKeyed")) {
                    if (!$util.isObject(message.uintKeyed))
                        return "uintKeyed: object expected";
                    let key = $Object.keys(message.uintKeyed);
                    for (let i = 0; i < key.length; ++i) {
                        if (!$util.key32Re.test(key[i]))
                            return "uintKeyed: integer key{k:uint32} expected";
                        if (typeof message.uintKeyed[key[i]] !== "boolean")
                            return "uintKeyed: boolean{k:uint32} expected";
                    }
                }
                if (message.stringKeyed != null && $Object.hasOwnProperty.call(message, "stringKeyed")) {
                    if (!$util.isObject(message.stringKeyed))
                        return "stringKeyed: object expected";
                    let key = $Object.keys(message.stringKeyed);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isInteger(message.stringKeyed[key[i]]))
                            return "stringKeyed: integer{k:string} expected";
                }
                if (message.maxDouble != null && $Object.hasOwnProperty.call(message, "maxDouble"))
                    if (typeof message.maxDouble !== "number")
                        return "maxDouble: number expected";
                if (message.minDouble != null && $Object.hasOwnProperty.call(message, "minDouble"))
                    if (typeof message.minDouble !== "number")
                        return "minDouble: number expected";
                if (message.tinyDouble != null && $Object.hasOwnProperty.call(message, "tinyDouble"))
                    if (typeof message.tinyDouble !== "number")
                        return "tinyDouble: number expected";
                if (message.doubles != null && $Object.hasOwnProperty.call(message, "doubles")) {
                    if (!$Array.isArray(message.doubles))
                        return "doubles: array expected";
                    for (let i = 0; i < message.doubles.length; ++i)
                        if (typeof message.doubles[i] !== "number")
                            return "doubles: number[] expected";
                }
                if (message.maxFloat != null && $Object.hasOwnProperty.call(message, "maxFloat"))
                    if (typeof message.maxFloat !== "number")
                        return "maxFloat: number expected";
                if (message.tinyFloat != null && $Object.hasOwnProperty.call(message, "tinyFloat"))
                    if (typeof message.tinyFloat !== "number")
                        return "tinyFloat: number expected";
                if (message.data != null && $Object.hasOwnProperty.call(message, "data"))
                    if (!(message.data && typeof message.data.length === "number" || $util.isString(message.data)))
                        return "data: buffer expected";
                if (message.emptyBytes != null && $Object.hasOwnProperty.call(message, "emptyBytes"))
                    if (!(message.emptyBytes && typeof message.emptyBytes.length === "number" || $util.isString(message.emptyBytes)))
                        return "emptyBytes: buffer expected";
                if (message.optText != null && $Object.hasOwnProperty.call(message, "optText")) {
                    properties._optText = 1;
                    if (!$util.isString(message.optText))
                        return "optText: string expected";
                }
                if (message.optInt != null && $Object.hasOwnProperty.call(message, "optInt")) {
                    properties._optInt = 1;
                    if (!$util.isInteger(message.optInt))
                        return "optInt: integer expected";
                }
                if (message.optFlag != null && $Object.hasOwnProperty.call(message, "optFlag")) {
                    properties._optFlag = 1;
                    if (typeof message.optFlag !== "boolean")
                        return "optFlag: boolean expected";
                }
                return null;
            };

            Edge.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Edge)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Edge: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Edge();
                if (object.empty != null) {
                    if (!$util.isObject(object.empty))
                        throw $TypeError(".bench.edge.Edge.empty: object expected");
                    message.empty = $root.bench.edge.Empty.fromObject(object.empty, _depth + 1);
                }
                if (object.emptyList) {
                    if (!$Array.isArray(object.emptyList))
                        throw $TypeError(".bench.edge.Edge.emptyList: array expected");
                    message.emptyList = $Array(object.emptyList.length);
                    for (let i = 0; i < object.emptyList.length; ++i) {
                        if (!$util.isObject(object.emptyList[i]))
                            throw $TypeError(".bench.edge.Edge.emptyList: object expected");
                        message.emptyList[i] = $root.bench.edge.Empty.fromObject(object.emptyList[i], _depth + 1);
                    }
                }
                if (object.maybeEmpty != null) {
                    if (!$util.isObject(object.maybeEmpty))
                        throw $TypeError(".bench.edge.Edge.maybeEmpty: object expected");
                    message.maybeEmpty = $root.bench.edge.Empty.fromObject(object.maybeEmpty, _depth + 1);
                }
                if (object.solo !== 0 && (typeof object.solo !== "string" || $root.bench.edge.Solo[object.solo] !== 0))
                    switch (object.solo) {
                    case "ONLY":
                    case 0:
                        message.solo = 0;
                        break;
                    default:
                        if (typeof object.solo === "number" && (object.solo | 0) === object.solo)
                            message.solo = object.solo;
                    }
                if (object.big !== 0 && (typeof object.big !== "string" || $root.bench.edge.Big64[object.big] !== 0))
                    switch (object.big) {
                    case "E00":
                    case 0:
                        message.big = 0;
                        break;
                    case "E01":
                    case 1:
                        message.big = 1;
                        break;
                    case "E02":
                    case 2:
                        message.big = 2;
                        break;
                    case "E03":
                    case 3:
                        message.big = 3;
                        break;
                    case "E04":
                    case 4:
                        message.big = 4;
                        break;
                    case "E05":
                    case 5:
                        message.big = 5;
                        break;
                    case "E06":
                    case 6:
                        message.big = 6;
                        break;
                    case "E07":
                    case 7:
                        message.big = 7;
                        break;
                    case "E08":
                    case 8:
                        message.big = 8;
                        break;
                    case "E09":
                    case 9:
                        message.big = 9;
                        break;
                    case "E10":
                    case 10:
                        message.big = 10;
                        break;
                    case "E11":
                    case 11:
                        message.big = 11;
                        break;
                    case "E12":
                    case 12:
                        message.big = 12;
                        break;
                    case "E13":
                    case 13:
                        message.big = 13;
                        break;
                    case "E14":
                    case 14:
                        message.big = 14;
                        break;
                    case "E15":
                    case 15:
                        message.big = 15;
                        break;
                    case "E16":
                    case 16:
                        message.big = 16;
                        break;
                    case "E17":
                    case 17:
                        message.big = 17;
                        break;
                    case "E18":
                    case 18:
                        message.big = 18;
                        break;
                    case "E19":
                    case 19:
                        message.big = 19;
                        break;
                    case "E20":
                    case 20:
                        message.big = 20;
                        break;
                    case "E21":
                    case 21:
                        message.big = 21;
                        break;
                    case "E22":
                    case 22:
                        message.big = 22;
                        break;
                    case "E23":
                    case 23:
                        message.big = 23;
                        break;
                    case "E24":
                    case 24:
                        message.big = 24;
                        break;
                    case "E25":
                    case 25:
                        message.big = 25;
                        break;
                    case "E26":
                    case 26:
                        message.big = 26;
                        break;
                    case "E27":
                    case 27:
                        message.big = 27;
                        break;
                    case "E28":
                    case 28:
                        message.big = 28;
                        break;
                    case "E29":
                    case 29:
                        message.big = 29;
                        break;
                    case "E30":
                    case 30:
                        message.big = 30;
                        break;
                    case "E31":
                    case 31:
                        message.big = 31;
                        break;
                    case "E32":
                    case 32:
                        message.big = 32;
                        break;
                    case "E33":
                    case 33:
                        message.big = 33;
                        break;
                    case "E34":
                    case 34:
                        message.big = 34;
                        break;
                    case "E35":
                    case 35:
                        message.big = 35;
                        break;
                    case "E36":
                    case 36:
                        message.big = 36;
                        break;
                    case "E37":
                    case 37:
                        message.big = 37;
                        break;
                    case "E38":
                    case 38:
                        message.big = 38;
                        break;
                    case "E39":
                    case 39:
                        message.big = 39;
                        break;
                    case "E40":
                    case 40:
                        message.big = 40;
                        break;
                    case "E41":
                    case 41:
                        message.big = 41;
                        break;
                    case "E42":
                    case 42:
                        message.big = 42;
                        break;
                    case "E43":
                    case 43:
                        message.big = 43;
                        break;
                    case "E44":
                    case 44:
                        message.big = 44;
                        break;
                    case "E45":
                    case 45:
                        message.big = 45;
                        break;
                    case "E46":
                    case 46:
                        message.big = 46;
                        break;
                    case "E47":
                    case 47:
                        message.big = 47;
                        break;
                    case "E48":
                    case 48:
                        message.big = 48;
                        break;
                    case "E49":
                    case 49:
                        message.big = 49;
                        break;
                    case "E50":
                    case 50:
                        message.big = 50;
                        break;
                    case "E51":
                    case 51:
                        message.big = 51;
                        break;
                    case "E52":
                    case 52:
                        message.big = 52;
                        break;
                    case "E53":
                    case 53:
                        message.big = 53;
                        break;
                    case "E54":
                    case 54:
                        message.big = 54;
                        break;
                    case "E55":
                    case 55:
                        message.big = 55;
                        break;
                    case "E56":
                    case 56:
                        message.big = 56;
                        break;
                    case "E57":
                    case 57:
                        message.big = 57;
                        break;
                    case "E58":
                    case 58:
                        message.big = 58;
                        break;
                    case "E59":
                    case 59:
                        message.big = 59;
                        break;
                    case "E60":
                    case 60:
                        message.big = 60;
                        break;
                    case "E61":
                    case 61:
                        message.big = 61;
                        break;
                    case "E62":
                    case 62:
                        message.big = 62;
                        break;
                    case "E63":
                    case 63:
                        message.big = 63;
                        break;
                    default:
                        if (typeof object.big === "number" && (object.big | 0) === object.big)
                            message.big = object.big;
                    }
                if (object.bigList) {
                    if (!$Array.isArray(object.bigList))
                        throw $TypeError(".bench.edge.Edge.bigList: array expected");
                    message.bigList = [];
                    for (let i = 0; i < object.bigList.length; ++i)
                        switch (object.bigList[i]) {
                        case "E00":
                        case 0:
                            message.bigList[message.bigList.length] = 0;
                            break;
                        case "E01":
                        case 1:
                            message.bigList[message.bigList.length] = 1;
                            break;
                        case "E02":
                        case 2:
                            message.bigList[message.bigList.length] = 2;
                            break;
                        case "E03":
                        case 3:
                            message.bigList[message.bigList.length] = 3;
                            break;
                        case "E04":
                        case 4:
                            message.bigList[message.bigList.length] = 4;
                            break;
                        case "E05":
                        case 5:
                            message.bigList[message.bigList.length] = 5;
                            break;
                        case "E06":
                        case 6:
                            message.bigList[message.bigList.length] = 6;
                            break;
                        case "E07":
                        case 7:
                            message.bigList[message.bigList.length] = 7;
                            break;
                        case "E08":
                        case 8:
                            message.bigList[message.bigList.length] = 8;
                            break;
                        case "E09":
                        case 9:
                            message.bigList[message.bigList.length] = 9;
                            break;
                        case "E10":
                        case 10:
                            message.bigList[message.bigList.length] = 10;
                            break;
                        case "E11":
                        case 11:
                            message.bigList[message.bigList.length] = 11;
                            break;
                        case "E12":
                        case 12:
                            message.bigList[message.bigList.length] = 12;
                            break;
                        case "E13":
                        case 13:
                            message.bigList[message.bigList.length] = 13;
                            break;
                        case "E14":
                        case 14:
                            message.bigList[message.bigList.length] = 14;
                            break;
                        case "E15":
                        case 15:
                            message.bigList[message.bigList.length] = 15;
                            break;
                        case "E16":
                        case 16:
                            message.bigList[message.bigList.length] = 16;
                            break;
                        case "E17":
                        case 17:
                            message.bigList[message.bigList.length] = 17;
                            break;
                        case "E18":
                        case 18:
                            message.bigList[message.bigList.length] = 18;
                            break;
                        case "E19":
                        case 19:
                            message.bigList[message.bigList.length] = 19;
                            break;
                        case "E20":
                        case 20:
                            message.bigList[message.bigList.length] = 20;
                            break;
                        case "E21":
                        case 21:
                            message.bigList[message.bigList.length] = 21;
                            break;
                        case "E22":
                        case 22:
                            message.bigList[message.bigList.length] = 22;
                            break;
                        case "E23":
                        case 23:
                            message.bigList[message.bigList.length] = 23;
                            break;
                        case "E24":
                        case 24:
                            message.bigList[message.bigList.length] = 24;
                            break;
                        case "E25":
                        case 25:
                            message.bigList[message.bigList.length] = 25;
                            break;
                        case "E26":
                        case 26:
                            message.bigList[message.bigList.length] = 26;
                            break;
                        case "E27":
                        case 27:
                            message.bigList[message.bigList.length] = 27;
                            break;
                        case "E28":
                        case 28:
                            message.bigList[message.bigList.length] = 28;
                            break;
                        case "E29":
                        case 29:
                            message.bigList[message.bigList.length] = 29;
                            break;
                        case "E30":
                        case 30:
                            message.bigList[message.bigList.length] = 30;
                            break;
                        case "E31":
                        case 31:
                            message.bigList[message.bigList.length] = 31;
                            break;
                        case "E32":
                        case 32:
                            message.bigList[message.bigList.length] = 32;
                            break;
                        case "E33":
                        case 33:
                            message.bigList[message.bigList.length] = 33;
                            break;
                        case "E34":
                        case 34:
                            message.bigList[message.bigList.length] = 34;
                            break;
                        case "E35":
                        case 35:
                            message.bigList[message.bigList.length] = 35;
                            break;
                        case "E36":
                        case 36:
                            message.bigList[message.bigList.length] = 36;
                            break;
                        case "E37":
                        case 37:
                            message.bigList[message.bigList.length] = 37;
                            break;
                        case "E38":
                        case 38:
                            message.bigList[message.bigList.length] = 38;
                            break;
                        case "E39":
                        case 39:
                            message.bigList[message.bigList.length] = 39;
                            break;
                        case "E40":
                        case 40:
                            message.bigList[message.bigList.length] = 40;
                            break;
                        case "E41":
                        case 41:
                            message.bigList[message.bigList.length] = 41;
                            break;
                        case "E42":
                        case 42:
                            message.bigList[message.bigList.length] = 42;
                            break;
                        case "E43":
                        case 43:
                            message.bigList[message.bigList.length] = 43;
                            break;
                        case "E44":
                        case 44:
                            message.bigList[message.bigList.length] = 44;
                            break;
                        case "E45":
                        case 45:
                            message.bigList[message.bigList.length] = 45;
                            break;
                        case "E46":
                        case 46:
                            message.bigList[message.bigList.length] = 46;
                            break;
                        case "E47":
                        case 47:
                            message.bigList[message.bigList.length] = 47;
                            break;
                        case "E48":
                        case 48:
                            message.bigList[message.bigList.length] = 48;
                            break;
                        case "E49":
                        case 49:
                            message.bigList[message.bigList.length] = 49;
                            break;
                        case "E50":
                        case 50:
                            message.bigList[message.bigList.length] = 50;
                            break;
                        case "E51":
                        case 51:
                            message.bigList[message.bigList.length] = 51;
                            break;
                        case "E52":
                        case 52:
                            message.bigList[message.bigList.length] = 52;
                            break;
                        case "E53":
                        case 53:
                            message.bigList[message.bigList.length] = 53;
                            break;
                        case "E54":
                        case 54:
                            message.bigList[message.bigList.length] = 54;
                            break;
                        case "E55":
                        case 55:
                            message.bigList[message.bigList.length] = 55;
                            break;
                        case "E56":
                        case 56:
                            message.bigList[message.bigList.length] = 56;
                            break;
                        case "E57":
                        case 57:
                            message.bigList[message.bigList.length] = 57;
                            break;
                        case "E58":
                        case 58:
                            message.bigList[message.bigList.length] = 58;
                            break;
                        case "E59":
                        case 59:
                            message.bigList[message.bigList.length] = 59;
                            break;
                        case "E60":
                        case 60:
                            message.bigList[message.bigList.length] = 60;
                            break;
                        case "E61":
                        case 61:
                            message.bigList[message.bigList.length] = 61;
                            break;
                        case "E62":
                        case 62:
                            message.bigList[message.bigList.length] = 62;
                            break;
                        case "E63":
                        case 63:
                            message.bigList[message.bigList.length] = 63;
                            break;
                        default:
                            if (typeof object.bigList[i] === "number" && (object.bigList[i] | 0) === object.bigList[i])
                                message.bigList[message.bigList.length] = object.bigList[i];
                        }
                }
                if (object.wrapped != null) {
                    if (!$util.isObject(object.wrapped))
                        throw $TypeError(".bench.edge.Edge.wrapped: object expected");
                    message.wrapped = $root.bench.edge.Wrapped.fromObject(object.wrapped, _depth + 1);
                }
                if (object.wrappedList) {
                    if (!$Array.isArray(object.wrappedList))
                        throw $TypeError(".bench.edge.Edge.wrappedList: array expected");
                    message.wrappedList = $Array(object.wrappedList.length);
                    for (let i = 0; i < object.wrappedList.length; ++i) {
                        if (!$util.isObject(object.wrappedList[i]))
                            throw $TypeError(".bench.edge.Edge.wrappedList: object expected");
                        message.wrappedList[i] = $root.bench.edge.Wrapped.fromObject(object.wrappedList[i], _depth + 1);
                    }
                }
                if (object.deep != null) {
                    if (!$util.isObject(object.deep))
                        throw $TypeError(".bench.edge.Edge.deep: object expected");
                    message.deep = $root.bench.edge.Level1.fromObject(object.deep, _depth + 1);
                }
                if (object.tree != null) {
                    if (!$util.isObject(object.tree))
                        throw $TypeError(".bench.edge.Edge.tree: object expected");
                    message.tree = $root.bench.edge.TreeNode.fromObject(object.tree, _depth + 1);
                }
                if (object.label != null)
                    if (typeof object.label !== "string" || object.label.length)
                        message.label = $String(object.label);
                if (object.emptyString != null)
                    if (typeof object.emptyString !== "string" || object.emptyString.length)
                        message.emptyString = $String(object.emptyString);
                if (object.texts) {
                    if (!$Array.isArray(object.texts))
                        throw $TypeError(".bench.edge.Edge.texts: array expected");
                    message.texts = $Array(object.texts.length);
                    for (let i = 0; i < object.texts.length; ++i)
                        message.texts[i] = $String(object.texts[i]);
                }
                if (object.maxInt != null)
                    if (typeof object.maxInt === "object" ? object.maxInt.low || object.maxInt.high : $Number(object.maxInt) !== 0)
                        if ($util.Long)
                            message.maxInt = $util.Long.fromValue(object.maxInt, false);
                        else if (typeof object.maxInt === "string")
                            message.maxInt = $parseInt(object.maxInt, 10);
                        else if (typeof object.maxInt === "number")
                            message.maxInt = object.maxInt;
                        else if (typeof object.maxInt === "object")
                            message.maxInt = new $util.LongBits(object.maxInt.low >>> 0, object.maxInt.high >>> 0).toNumber();
                if (object.minInt != null)
                    if (typeof object.minInt === "object" ? object.minInt.low || object.minInt.high : $Number(object.minInt) !== 0)
                        if ($util.Long)
                            message.minInt = $util.Long.fromValue(object.minInt, false);
                        else if (typeof object.minInt === "string")
                            message.minInt = $parseInt(object.minInt, 10);
                        else if (typeof object.minInt === "number")
                            message.minInt = object.minInt;
                        else if (typeof object.minInt === "object")
                            message.minInt = new $util.LongBits(object.minInt.low >>> 0, object.minInt.high >>> 0).toNumber();
                if (object.maxUint != null)
                    if (typeof object.maxUint === "object" ? object.maxUint.low || object.maxUint.high : $Number(object.maxUint) !== 0)
                        if ($util.Long)
                            message.maxUint = $util.Long.fromValue(object.maxUint, true);
                        else if (typeof object.maxUint === "string")
                            message.maxUint = $parseInt(object.maxUint, 10);
                        else if (typeof object.maxUint === "number")
                            message.maxUint = object.maxUint;
                        else if (typeof object.maxUint === "object")
                            message.maxUint = new $util.LongBits(object.maxUint.low >>> 0, object.maxUint.high >>> 0).toNumber(true);
                if (object.wideInt != null)
                    if (typeof object.wideInt === "object" ? object.wideInt.low || object.wideInt.high : $Number(object.wideInt) !== 0)
                        if ($util.Long)
                            message.wideInt = $util.Long.fromValue(object.wideInt, false);
                        else if (typeof object.wideInt === "string")
                            message.wideInt = $parseInt(object.wideInt, 10);
                        else if (typeof object.wideInt === "number")
                            message.wideInt = object.wideInt;
                        else if (typeof object.wideInt === "object")
                            message.wideInt = new $util.LongBits(object.wideInt.low >>> 0, object.wideInt.high >>> 0).toNumber();
                if (object.smallInts) {
                    if (!$Array.isArray(object.smallInts))
                        throw $TypeError(".bench.edge.Edge.smallInts: array expected");
                    message.smallInts = $Array(object.smallInts.length);
                    for (let i = 0; i < object.smallInts.length; ++i)
                        message.smallInts[i] = object.smallInts[i] | 0;
                }
                if (object.intKeyed) {
                    if (!$util.isObject(object.intKeyed))
                        throw $TypeError(".bench.edge.Edge.intKeyed: object expected");
                    message.intKeyed = {};
                    for (let keys = $Object.keys(object.intKeyed), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.intKeyed, keys[i]);
                        message.intKeyed[keys[i]] = $String(object.intKeyed[keys[i]]);
                    }
                }
                if (object.uintKeyed) {
                    if (!$util.isObject(object.uintKeyed))
                        throw $TypeError(".bench.edge.Edge.uintKeyed: object expected");
                    message.uintKeyed = {};
                    for (let keys = $Object.keys(object.uintKeyed), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.uintKeyed, keys[i]);
                        message.uintKeyed[keys[i]] = $Boolean(object.uintKeyed[keys[i]]);
                    }
                }
                if (object.stringKeyed) {
                    if (!$util.isObject(object.stringKeyed))
                        throw $TypeError(".bench.edge.Edge.stringKeyed: object expected");
                    message.stringKeyed = {};
                    for (let keys = $Object.keys(object.stringKeyed), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.stringKeyed, keys[i]);
                        message.stringKeyed[keys[i]] = object.stringKeyed[keys[i]] | 0;
                    }
                }
                if (object.maxDouble != null)
                    if (!$Object.is($Number(object.maxDouble), 0))
                        message.maxDouble = $Number(object.maxDouble);
                if (object.minDouble != null)
                    if (!$Object.is($Number(object.minDouble), 0))
                        message.minDouble = $Number(object.minDouble);
                if (object.tinyDouble != null)
                    if (!$Object.is($Number(object.tinyDouble), 0))
                        message.tinyDouble = $Number(object.tinyDouble);
                if (object.doubles) {
                    if (!$Array.isArray(object.doubles))
                        throw $TypeError(".bench.edge.Edge.doubles: array expected");
                    message.doubles = $Array(object.doubles.length);
                    for (let i = 0; i < object.doubles.length; ++i)
                        message.doubles[i] = $Number(object.doubles[i]);
                }
                if (object.maxFloat != null)
                    if (!$Object.is($Number(object.maxFloat), 0))
                        message.maxFloat = $Number(object.maxFloat);
                if (object.tinyFloat != null)
                    if (!$Object.is($Number(object.tinyFloat), 0))
                        message.tinyFloat = $Number(object.tinyFloat);
                if (object.data != null)
                    if (object.data.length)
                        if (typeof object.data === "string")
                            $util.base64.decode(object.data, message.data = $util.newBuffer($util.base64.length(object.data)), 0);
                        else if (object.data.length >= 0)
                            message.data = object.data;
                if (object.emptyBytes != null)
                    if (object.emptyBytes.length)
                        if (typeof object.emptyBytes === "string")
                            $util.base64.decode(object.emptyBytes, message.emptyBytes = $util.newBuffer($util.base64.length(object.emptyBytes)), 0);
                        else if (object.emptyBytes.length >= 0)
                            message.emptyBytes = object.emptyBytes;
                if (object.optText != null)
                    message.optText = $String(object.optText);
                if (object.optInt != null)
                    message.optInt = object.optInt | 0;
                if (object.optFlag != null)
                    message.optFlag = $Boolean(object.optFlag);
                return message;
            };

            Edge.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults) {
                    object.emptyList = [];
                    object.bigList = [];
                    object.wrappedList = [];
                    object.texts = [];
                    object.smallInts = [];
                    object.doubles = [];
                }
                if (options.objects || options.defaults) {
                    object.intKeyed = {};
                    object.uintKeyed = {};
                    object.stringKeyed = {};
                }
                if (options.defaults) {
                    object.empty = null;
                    object.solo = options.enums === $String ? "ONLY" : 0;
                    object.big = options.enums === $String ? "E00" : 0;
                    object.wrapped = null;
                    object.deep = null;
                    object.tree = null;
                    object.label = "";
                    object.emptyString = "";
                    if ($util.Long) {
                        let long = new $util.Long(0, 0, false);
                        object.maxInt = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                    } else
                        object.maxInt = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                    if ($util.Long) {
                        let long = new $util.Long(0, 0, false);
                        object.minInt = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                    } else
                        object.minInt = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                    if ($util.Long) {
                        let long = new $util.Long(0, 0, true);
                        object.maxUint = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                    } else
                        object.maxUint = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                    if ($util.Long) {
                        let long = new $util.Long(0, 0, false);
                        object.wideInt = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                    } else
                        object.wideInt = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                    object.maxDouble = 0;
                    object.minDouble = 0;
                    object.tinyDouble = 0;
                    object.maxFloat = 0;
                    object.tinyFloat = 0;
                    if (options.bytes === $String)
                        object.data = "";
                    else {
                        object.data = [];
                        if (options.bytes !== $Array)
                            object.data = $util.newBuffer(object.data);
                    }
                    if (options.bytes === $String)
                        object.emptyBytes = "";
                    else {
                        object.emptyBytes = [];
                        if (options.bytes !== $Array)
                            object.emptyBytes = $util.newBuffer(object.emptyBytes);
                    }
                }
                if (message.empty != null && $Object.hasOwnProperty.call(message, "empty"))
                    object.empty = $root.bench.edge.Empty.toObject(message.empty, options, _depth + 1);
                if (message.emptyList && message.emptyList.length) {
                    object.emptyList = $Array(message.emptyList.length);
                    for (let j = 0; j < message.emptyList.length; ++j)
                        object.emptyList[j] = $root.bench.edge.Empty.toObject(message.emptyList[j], options, _depth + 1);
                }
                if (message.maybeEmpty != null && $Object.hasOwnProperty.call(message, "maybeEmpty"))
                    object.maybeEmpty = $root.bench.edge.Empty.toObject(message.maybeEmpty, options, _depth + 1);
                if (message.solo != null && $Object.hasOwnProperty.call(message, "solo"))
                    object.solo = options.enums === $String ? $root.bench.edge.Solo[message.solo] === $undefined ? message.solo : $root.bench.edge.Solo[message.solo] : message.solo;
                if (message.big != null && $Object.hasOwnProperty.call(message, "big"))
                    object.big = options.enums === $String ? $root.bench.edge.Big64[message.big] === $undefined ? message.big : $root.bench.edge.Big64[message.big] : message.big;
                if (message.bigList && message.bigList.length) {
                    object.bigList = $Array(message.bigList.length);
                    for (let j = 0; j < message.bigList.length; ++j)
                        object.bigList[j] = options.enums === $String ? $root.bench.edge.Big64[message.bigList[j]] === $undefined ? message.bigList[j] : $root.bench.edge.Big64[message.bigList[j]] : message.bigList[j];
                }
                if (message.wrapped != null && $Object.hasOwnProperty.call(message, "wrapped"))
                    object.wrapped = $root.bench.edge.Wrapped.toObject(message.wrapped, options, _depth + 1);
                if (message.wrappedList && message.wrappedList.length) {
                    object.wrappedList = $Array(message.wrappedList.length);
                    for (let j = 0; j < message.wrappedList.length; ++j)
                        object.wrappedList[j] = $root.bench.edge.Wrapped.toObject(message.wrappedList[j], options, _depth + 1);
                }
                if (message.deep != null && $Object.hasOwnProperty.call(message, "deep"))
                    object.deep = $root.bench.edge.Level1.toObject(message.deep, options, _depth + 1);
                if (message.tree != null && $Object.hasOwnProperty.call(message, "tree"))
                    object.tree = $root.bench.edge.TreeNode.toObject(message.tree, options, _depth + 1);
                if (message.label != null && $Object.hasOwnProperty.call(message, "label"))
                    object.label = message.label;
                if (message.emptyString != null && $Object.hasOwnProperty.call(message, "emptyString"))
                    object.emptyString = message.emptyString;
                if (message.texts && message.texts.length) {
                    object.texts = $Array(message.texts.length);
                    for (let j = 0; j < message.texts.length; ++j)
                        object.texts[j] = message.texts[j];
                }
                if (message.maxInt != null && $Object.hasOwnProperty.call(message, "maxInt"))
                    if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                        object.maxInt = typeof message.maxInt === "number" ? $BigInt(message.maxInt) : $util.Long.fromBits(message.maxInt.low >>> 0, message.maxInt.high >>> 0, false).toBigInt();
                    else if (typeof message.maxInt === "number")
                        object.maxInt = options.longs === $String ? $String(message.maxInt) : message.maxInt;
                    else
                        object.maxInt = options.longs === $String ? $util.Long.prototype.toString.call(message.maxInt) : options.longs === $Number ? new $util.LongBits(message.maxInt.low >>> 0, message.maxInt.high >>> 0).toNumber() : message.maxInt;
                if (message.minInt != null && $Object.hasOwnProperty.call(message, "minInt"))
                    if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                        object.minInt = typeof message.minInt === "number" ? $BigInt(message.minInt) : $util.Long.fromBits(message.minInt.low >>> 0, message.minInt.high >>> 0, false).toBigInt();
                    else if (typeof message.minInt === "number")
                        object.minInt = options.longs === $String ? $String(message.minInt) : message.minInt;
                    else
                        object.minInt = options.longs === $String ? $util.Long.prototype.toString.call(message.minInt) : options.longs === $Number ? new $util.LongBits(message.minInt.low >>> 0, message.minInt.high >>> 0).toNumber() : message.minInt;
                if (message.maxUint != null && $Object.hasOwnProperty.call(message, "maxUint"))
                    if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                        object.maxUint = typeof message.maxUint === "number" ? $BigInt(message.maxUint) : $util.Long.fromBits(message.maxUint.low >>> 0, message.maxUint.high >>> 0, true).toBigInt();
                    else if (typeof message.maxUint === "number")
                        object.maxUint = options.longs === $String ? $String(message.maxUint) : message.maxUint;
                    else
                        object.maxUint = options.longs === $String ? $util.Long.prototype.toString.call(message.maxUint) : options.longs === $Number ? new $util.LongBits(message.maxUint.low >>> 0, message.maxUint.high >>> 0).toNumber(true) : message.maxUint;
                if (message.wideInt != null && $Object.hasOwnProperty.call(message, "wideInt"))
                    if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                        object.wideInt = typeof message.wideInt === "number" ? $BigInt(message.wideInt) : $util.Long.fromBits(message.wideInt.low >>> 0, message.wideInt.high >>> 0, false).toBigInt();
                    else if (typeof message.wideInt === "number")
                        object.wideInt = options.longs === $String ? $String(message.wideInt) : message.wideInt;
                    else
                        object.wideInt = options.longs === $String ? $util.Long.prototype.toString.call(message.wideInt) : options.longs === $Number ? new $util.LongBits(message.wideInt.low >>> 0, message.wideInt.high >>> 0).toNumber() : message.wideInt;
                if (message.smallInts && message.smallInts.length) {
                    object.smallInts = $Array(message.smallInts.length);
                    for (let j = 0; j < message.smallInts.length; ++j)
                        object.smallInts[j] = message.smallInts[j];
                }
                let keys2;
                if (message.intKeyed && (keys2 = $Object.keys(message.intKeyed)).length) {
                    object.intKeyed = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.intKeyed, keys2[j]);
                        object.intKeyed[keys2[j]] = message.intKeyed[keys2[j]];
                    }
                }
                if (message.uintKeyed && (keys2 = $Object.keys(message.uintKeyed)).length) {
                    object.uintKeyed = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.uintKeyed, keys2[j]);
                        object.uintKeyed[keys2[j]] = message.uintKeyed[keys2[j]];
                    }
                }
                if (message.stringKeyed && (keys2 = $Object.keys(message.stringKeyed)).length) {
                    object.stringKeyed = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.stringKeyed, keys2[j]);
                        object.stringKeyed[keys2[j]] = message.stringKeyed[keys2[j]];
                    }
                }
                if (message.maxDouble != null && $Object.hasOwnProperty.call(message, "maxDouble"))
                    object.maxDouble = options.json && !$isFinite(message.maxDouble) ? $String(message.maxDouble) : message.maxDouble;
                if (message.minDouble != null && $Object.hasOwnProperty.call(message, "minDouble"))
                    object.minDouble = options.json && !$isFinite(message.minDouble) ? $String(message.minDouble) : message.minDouble;
                if (message.tinyDouble != null && $Object.hasOwnProperty.call(message, "tinyDouble"))
                    object.tinyDouble = options.json && !$isFinite(message.tinyDouble) ? $String(message.tinyDouble) : message.tinyDouble;
                if (message.doubles && message.doubles.length) {
                    object.doubles = $Array(message.doubles.length);
                    for (let j = 0; j < message.doubles.length; ++j)
                        object.doubles[j] = options.json && !$isFinite(message.doubles[j]) ? $String(message.doubles[j]) : message.doubles[j];
                }
                if (message.maxFloat != null && $Object.hasOwnProperty.call(message, "maxFloat"))
                    object.maxFloat = options.json && !$isFinite(message.maxFloat) ? $String(message.maxFloat) : message.maxFloat;
                if (message.tinyFloat != null && $Object.hasOwnProperty.call(message, "tinyFloat"))
                    object.tinyFloat = options.json && !$isFinite(message.tinyFloat) ? $String(message.tinyFloat) : message.tinyFloat;
                if (message.data != null && $Object.hasOwnProperty.call(message, "data"))
                    object.data = options.bytes === $String ? $util.base64.encode(message.data, 0, message.data.length) : options.bytes === $Array ? $Array.prototype.slice.call(message.data) : message.data;
                if (message.emptyBytes != null && $Object.hasOwnProperty.call(message, "emptyBytes"))
                    object.emptyBytes = options.bytes === $String ? $util.base64.encode(message.emptyBytes, 0, message.emptyBytes.length) : options.bytes === $Array ? $Array.prototype.slice.call(message.emptyBytes) : message.emptyBytes;
                if (message.optText != null && $Object.hasOwnProperty.call(message, "optText"))
                    object.optText = message.optText;
                if (message.optInt != null && $Object.hasOwnProperty.call(message, "optInt"))
                    object.optInt = message.optInt;
                if (message.optFlag != null && $Object.hasOwnProperty.call(message, "optFlag"))
                    object.optFlag = message.optFlag;
                return object;
            };

            Edge.prototype.toJSON = function() {
                return Edge.toObject(this, $protobuf.util.toJSONOptions);
            };

            Edge.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Edge";
            };

            return Edge;
        })();

        edge.Empty = (function() {

            const Empty = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Empty.create = function(properties) {
                return new Empty(properties);
            };

            Empty.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Empty.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Empty.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Empty();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    reader.skipType(tag & 7, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Empty.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Empty.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                return null;
            };

            Empty.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Empty)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Empty: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                return new $root.bench.edge.Empty();
            };

            Empty.toObject = function () {
                return {};
            };

            Empty.prototype.toJSON = function() {
                return Empty.toObject(this, $protobuf.util.toJSONOptions);
            };

            Empty.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Empty";
            };

            return Empty;
        })();

        edge.Solo = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "ONLY"] = 0;
            return values;
        })();

        edge.Big64 = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "E00"] = 0;
            values[valuesById[1] = "E01"] = 1;
            values[valuesById[2] = "E02"] = 2;
            values[valuesById[3] = "E03"] = 3;
            values[valuesById[4] = "E04"] = 4;
            values[valuesById[5] = "E05"] = 5;
            values[valuesById[6] = "E06"] = 6;
            values[valuesById[7] = "E07"] = 7;
            values[valuesById[8] = "E08"] = 8;
            values[valuesById[9] = "E09"] = 9;
            values[valuesById[10] = "E10"] = 10;
            values[valuesById[11] = "E11"] = 11;
            values[valuesById[12] = "E12"] = 12;
            values[valuesById[13] = "E13"] = 13;
            values[valuesById[14] = "E14"] = 14;
            values[valuesById[15] = "E15"] = 15;
            values[valuesById[16] = "E16"] = 16;
            values[valuesById[17] = "E17"] = 17;
            values[valuesById[18] = "E18"] = 18;
            values[valuesById[19] = "E19"] = 19;
            values[valuesById[20] = "E20"] = 20;
            values[valuesById[21] = "E21"] = 21;
            values[valuesById[22] = "E22"] = 22;
            values[valuesById[23] = "E23"] = 23;
            values[valuesById[24] = "E24"] = 24;
            values[valuesById[25] = "E25"] = 25;
            values[valuesById[26] = "E26"] = 26;
            values[valuesById[27] = "E27"] = 27;
            values[valuesById[28] = "E28"] = 28;
            values[valuesById[29] = "E29"] = 29;
            values[valuesById[30] = "E30"] = 30;
            values[valuesById[31] = "E31"] = 31;
            values[valuesById[32] = "E32"] = 32;
            values[valuesById[33] = "E33"] = 33;
            values[valuesById[34] = "E34"] = 34;
            values[valuesById[35] = "E35"] = 35;
            values[valuesById[36] = "E36"] = 36;
            values[valuesById[37] = "E37"] = 37;
            values[valuesById[38] = "E38"] = 38;
            values[valuesById[39] = "E39"] = 39;
            values[valuesById[40] = "E40"] = 40;
            values[valuesById[41] = "E41"] = 41;
            values[valuesById[42] = "E42"] = 42;
            values[valuesById[43] = "E43"] = 43;
            values[valuesById[44] = "E44"] = 44;
            values[valuesById[45] = "E45"] = 45;
            values[valuesById[46] = "E46"] = 46;
            values[valuesById[47] = "E47"] = 47;
            values[valuesById[48] = "E48"] = 48;
            values[valuesById[49] = "E49"] = 49;
            values[valuesById[50] = "E50"] = 50;
            values[valuesById[51] = "E51"] = 51;
            values[valuesById[52] = "E52"] = 52;
            values[valuesById[53] = "E53"] = 53;
            values[valuesById[54] = "E54"] = 54;
            values[valuesById[55] = "E55"] = 55;
            values[valuesById[56] = "E56"] = 56;
            values[valuesById[57] = "E57"] = 57;
            values[valuesById[58] = "E58"] = 58;
            values[valuesById[59] = "E59"] = 59;
            values[valuesById[60] = "E60"] = 60;
            values[valuesById[61] = "E61"] = 61;
            values[valuesById[62] = "E62"] = 62;
            values[valuesById[63] = "E63"] = 63;
            return values;
        })();

        edge.Wrapped = (function() {

            const Wrapped = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Wrapped.prototype.Payload = null;

            let $oneOfFields;

            $Object.defineProperty(Wrapped.prototype, "value", {
                get: $util.oneOfGetter($oneOfFields = ["Payload"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            Wrapped.create = function(properties) {
                return new Wrapped(properties);
            };

            Wrapped.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.Payload != null && $Object.hasOwnProperty.call(message, "Payload"))
                    $root.bench.edge.Payload.encode(message.Payload, writer.uint32(10).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Wrapped.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Wrapped.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Wrapped();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            message.Payload = $root.bench.edge.Payload.decode(reader, reader.size(), $undefined, _depth + 1, message.Payload);
                            message.value = "Payload";
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Wrapped.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Wrapped.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.Payload != null && $Object.hasOwnProperty.call(message, "Payload")) {
                    properties.value = 1;
                    {
                        let error = $root.bench.edge.Payload.verify(message.Payload, _depth + 1);
                        if (error)
                            return "Payload." + error;
                    }
                }
                return null;
            };

            Wrapped.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Wrapped)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Wrapped: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Wrapped();
                if (object.Payload != null) {
                    if (!$util.isObject(object.Payload))
                        throw $TypeError(".bench.edge.Wrapped.Payload: object expected");
                    message.Payload = $root.bench.edge.Payload.fromObject(object.Payload, _depth + 1);
                }
                return message;
            };

            Wrapped.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (message.Payload != null && $Object.hasOwnProperty.call(message, "Payload")) {
                    object.Payload = $root.bench.edge.Payload.toObject(message.Payload, options, _depth + 1);
                    if (options.oneofs)
                        object.value = "Payload";
                }
                return object;
            };

            Wrapped.prototype.toJSON = function() {
                return Wrapped.toObject(this, $protobuf.util.toJSONOptions);
            };

            Wrapped.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Wrapped";
            };

            return Wrapped;
        })();

        edge.Payload = (function() {

            const Payload = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Payload.prototype.note = "";
            Payload.prototype.value = 0;

            Payload.create = function(properties) {
                return new Payload(properties);
            };

            Payload.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.note != null && $Object.hasOwnProperty.call(message, "note") && message.note !== "")
                    writer.uint32(10).string(message.note);
                if (message.value != null && $Object.hasOwnProperty.call(message, "value") && message.value !== 0)
                    writer.uint32(16).sint32(message.value);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Payload.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Payload.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Payload();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.note = value;
                            else
                                delete message.note;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.sint32())
                                message.value = value;
                            else
                                delete message.value;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Payload.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Payload.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.note != null && $Object.hasOwnProperty.call(message, "note"))
                    if (!$util.isString(message.note))
                        return "note: string expected";
                if (message.value != null && $Object.hasOwnProperty.call(message, "value"))
                    if (!$util.isInteger(message.value))
                        return "value: integer expected";
                return null;
            };

            Payload.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Payload)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Payload: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Payload();
                if (object.note != null)
                    if (typeof object.note !== "string" || object.note.length)
                        message.note = $String(object.note);
                if (object.value != null)
                    if ($Number(object.value) !== 0)
                        message.value = object.value | 0;
                return message;
            };

            Payload.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.note = "";
                    object.value = 0;
                }
                if (message.note != null && $Object.hasOwnProperty.call(message, "note"))
                    object.note = message.note;
                if (message.value != null && $Object.hasOwnProperty.call(message, "value"))
                    object.value = message.value;
                return object;
            };

            Payload.prototype.toJSON = function() {
                return Payload.toObject(this, $protobuf.util.toJSONOptions);
            };

            Payload.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Payload";
            };

            return Payload;
        })();

        edge.Level1 = (function() {

            const Level1 = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Level1.prototype.name = "";
            Level1.prototype.level2 = null;

            Level1.create = function(properties) {
                return new Level1(properties);
            };

            Level1.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                    writer.uint32(10).string(message.name);
                if (message.level2 != null && $Object.hasOwnProperty.call(message, "level2"))
                    $root.bench.edge.Level2.encode(message.level2, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Level1.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Level1.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Level1();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.name = value;
                            else
                                delete message.name;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.level2 = $root.bench.edge.Level2.decode(reader, reader.size(), $undefined, _depth + 1, message.level2);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Level1.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Level1.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    if (!$util.isString(message.name))
                        return "name: string expected";
                if (message.level2 != null && $Object.hasOwnProperty.call(message, "level2")) {
                    let error = $root.bench.edge.Level2.verify(message.level2, _depth + 1);
                    if (error)
                        return "level2." + error;
                }
                return null;
            };

            Level1.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Level1)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Level1: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Level1();
                if (object.name != null)
                    if (typeof object.name !== "string" || object.name.length)
                        message.name = $String(object.name);
                if (object.level2 != null) {
                    if (!$util.isObject(object.level2))
                        throw $TypeError(".bench.edge.Level1.level2: object expected");
                    message.level2 = $root.bench.edge.Level2.fromObject(object.level2, _depth + 1);
                }
                return message;
            };

            Level1.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.name = "";
                    object.level2 = null;
                }
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    object.name = message.name;
                if (message.level2 != null && $Object.hasOwnProperty.call(message, "level2"))
                    object.level2 = $root.bench.edge.Level2.toObject(message.level2, options, _depth + 1);
                return object;
            };

            Level1.prototype.toJSON = function() {
                return Level1.toObject(this, $protobuf.util.toJSONOptions);
            };

            Level1.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Level1";
            };

            return Level1;
        })();

        edge.Level2 = (function() {

            const Level2 = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Level2.prototype.id = 0;
            Level2.prototype.level3 = null;

            Level2.create = function(properties) {
                return new Level2(properties);
            };

            Level2.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                    writer.uint32(8).uint32(message.id);
                if (message.level3 != null && $Object.hasOwnProperty.call(message, "level3"))
                    $root.bench.edge.Level3.encode(message.level3, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Level2.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Level2.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Level2();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.id = value;
                            else
                                delete message.id;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.level3 = $root.bench.edge.Level3.decode(reader, reader.size(), $undefined, _depth + 1, message.level3);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Level2.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Level2.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    if (!$util.isInteger(message.id))
                        return "id: integer expected";
                if (message.level3 != null && $Object.hasOwnProperty.call(message, "level3")) {
                    let error = $root.bench.edge.Level3.verify(message.level3, _depth + 1);
                    if (error)
                        return "level3." + error;
                }
                return null;
            };

            Level2.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Level2)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Level2: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Level2();
                if (object.id != null)
                    if ($Number(object.id) !== 0)
                        message.id = object.id >>> 0;
                if (object.level3 != null) {
                    if (!$util.isObject(object.level3))
                        throw $TypeError(".bench.edge.Level2.level3: object expected");
                    message.level3 = $root.bench.edge.Level3.fromObject(object.level3, _depth + 1);
                }
                return message;
            };

            Level2.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.id = 0;
                    object.level3 = null;
                }
                if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                    object.id = message.id;
                if (message.level3 != null && $Object.hasOwnProperty.call(message, "level3"))
                    object.level3 = $root.bench.edge.Level3.toObject(message.level3, options, _depth + 1);
                return object;
            };

            Level2.prototype.toJSON = function() {
                return Level2.toObject(this, $protobuf.util.toJSONOptions);
            };

            Level2.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Level2";
            };

            return Level2;
        })();

        edge.Level3 = (function() {

            const Level3 = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Level3.prototype.flag = false;
            Level3.prototype.level4 = null;

            Level3.create = function(properties) {
                return new Level3(properties);
            };

            Level3.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.flag != null && $Object.hasOwnProperty.call(message, "flag") && message.flag !== false)
                    writer.uint32(8).bool(message.flag);
                if (message.level4 != null && $Object.hasOwnProperty.call(message, "level4"))
                    $root.bench.edge.Level4.encode(message.level4, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Level3.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Level3.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Level3();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.flag = value;
                            else
                                delete message.flag;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.level4 = $root.bench.edge.Level4.decode(reader, reader.size(), $undefined, _depth + 1, message.level4);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Level3.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Level3.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.flag != null && $Object.hasOwnProperty.call(message, "flag"))
                    if (typeof message.flag !== "boolean")
                        return "flag: boolean expected";
                if (message.level4 != null && $Object.hasOwnProperty.call(message, "level4")) {
                    let error = $root.bench.edge.Level4.verify(message.level4, _depth + 1);
                    if (error)
                        return "level4." + error;
                }
                return null;
            };

            Level3.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Level3)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Level3: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Level3();
                if (object.flag != null)
                    if (object.flag)
                        message.flag = $Boolean(object.flag);
                if (object.level4 != null) {
                    if (!$util.isObject(object.level4))
                        throw $TypeError(".bench.edge.Level3.level4: object expected");
                    message.level4 = $root.bench.edge.Level4.fromObject(object.level4, _depth + 1);
                }
                return message;
            };

            Level3.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.flag = false;
                    object.level4 = null;
                }
                if (message.flag != null && $Object.hasOwnProperty.call(message, "flag"))
                    object.flag = message.flag;
                if (message.level4 != null && $Object.hasOwnProperty.call(message, "level4"))
                    object.level4 = $root.bench.edge.Level4.toObject(message.level4, options, _depth + 1);
                return object;
            };

            Level3.prototype.toJSON = function() {
                return Level3.toObject(this, $protobuf.util.toJSONOptions);
            };

            Level3.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Level3";
            };

            return Level3;
        })();

        edge.Level4 = (function() {

            const Level4 = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Level4.prototype.ratio = 0;
            Level4.prototype.level5 = null;

            Level4.create = function(properties) {
                return new Level4(properties);
            };

            Level4.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.ratio != null && $Object.hasOwnProperty.call(message, "ratio") && !$Object.is(message.ratio, 0))
                    writer.uint32(13).float(message.ratio);
                if (message.level5 != null && $Object.hasOwnProperty.call(message, "level5"))
                    $root.bench.edge.Level5.encode(message.level5, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Level4.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Level4.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Level4();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.ratio = value;
                            else
                                delete message.ratio;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.level5 = $root.bench.edge.Level5.decode(reader, reader.size(), $undefined, _depth + 1, message.level5);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Level4.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Level4.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.ratio != null && $Object.hasOwnProperty.call(message, "ratio"))
                    if (typeof message.ratio !== "number")
                        return "ratio: number expected";
                if (message.level5 != null && $Object.hasOwnProperty.call(message, "level5")) {
                    let error = $root.bench.edge.Level5.verify(message.level5, _depth + 1);
                    if (error)
                        return "level5." + error;
                }
                return null;
            };

            Level4.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Level4)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Level4: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Level4();
                if (object.ratio != null)
                    if (!$Object.is($Number(object.ratio), 0))
                        message.ratio = $Number(object.ratio);
                if (object.level5 != null) {
                    if (!$util.isObject(object.level5))
                        throw $TypeError(".bench.edge.Level4.level5: object expected");
                    message.level5 = $root.bench.edge.Level5.fromObject(object.level5, _depth + 1);
                }
                return message;
            };

            Level4.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.ratio = 0;
                    object.level5 = null;
                }
                if (message.ratio != null && $Object.hasOwnProperty.call(message, "ratio"))
                    object.ratio = options.json && !$isFinite(message.ratio) ? $String(message.ratio) : message.ratio;
                if (message.level5 != null && $Object.hasOwnProperty.call(message, "level5"))
                    object.level5 = $root.bench.edge.Level5.toObject(message.level5, options, _depth + 1);
                return object;
            };

            Level4.prototype.toJSON = function() {
                return Level4.toObject(this, $protobuf.util.toJSONOptions);
            };

            Level4.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Level4";
            };

            return Level4;
        })();

        edge.Level5 = (function() {

            const Level5 = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Level5.prototype.kind = 0;
            Level5.prototype.level6 = null;

            Level5.create = function(properties) {
                return new Level5(properties);
            };

            Level5.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind") && message.kind !== 0)
                    writer.uint32(8).int32(message.kind);
                if (message.level6 != null && $Object.hasOwnProperty.call(message, "level6"))
                    $root.bench.edge.Level6.encode(message.level6, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Level5.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Level5.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Level5();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.kind = value;
                            else
                                delete message.kind;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.level6 = $root.bench.edge.Level6.decode(reader, reader.size(), $undefined, _depth + 1, message.level6);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Level5.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Level5.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    if (typeof message.kind !== "number" || (message.kind | 0) !== message.kind)
                        return "kind: enum value expected";
                if (message.level6 != null && $Object.hasOwnProperty.call(message, "level6")) {
                    let error = $root.bench.edge.Level6.verify(message.level6, _depth + 1);
                    if (error)
                        return "level6." + error;
                }
                return null;
            };

            Level5.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Level5)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Level5: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Level5();
                if (object.kind !== 0 && (typeof object.kind !== "string" || $root.bench.edge.Solo[object.kind] !== 0))
                    switch (object.kind) {
                    case "ONLY":
                    case 0:
                        message.kind = 0;
                        break;
                    default:
                        if (typeof object.kind === "number" && (object.kind | 0) === object.kind)
                            message.kind = object.kind;
                    }
                if (object.level6 != null) {
                    if (!$util.isObject(object.level6))
                        throw $TypeError(".bench.edge.Level5.level6: object expected");
                    message.level6 = $root.bench.edge.Level6.fromObject(object.level6, _depth + 1);
                }
                return message;
            };

            Level5.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.kind = options.enums === $String ? "ONLY" : 0;
                    object.level6 = null;
                }
                if (message.kind != null && $Object.hasOwnProperty.call(message, "kind"))
                    object.kind = options.enums === $String ? $root.bench.edge.Solo[message.kind] === $undefined ? message.kind : $root.bench.edge.Solo[message.kind] : message.kind;
                if (message.level6 != null && $Object.hasOwnProperty.call(message, "level6"))
                    object.level6 = $root.bench.edge.Level6.toObject(message.level6, options, _depth + 1);
                return object;
            };

            Level5.prototype.toJSON = function() {
                return Level5.toObject(this, $protobuf.util.toJSONOptions);
            };

            Level5.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Level5";
            };

            return Level5;
        })();

        edge.Level6 = (function() {

            const Level6 = function (properties) {
                this.tags = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Level6.prototype.tags = $util.emptyArray;
            Level6.prototype.level7 = null;

            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Level6.prototype, "_level7", {
                get: $util.oneOfGetter($oneOfFields = ["level7"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            Level6.create = function(properties) {
                return new Level6(properties);
            };

            Level6.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.tags != null && message.tags.length)
                    for (let i = 0; i < message.tags.length; ++i)
                        writer.uint32(10).string(message.tags[i]);
                if (message.level7 != null && $Object.hasOwnProperty.call(message, "level7"))
                    $root.bench.edge.Level7.encode(message.level7, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Level6.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Level6.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Level6();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if (!(message.tags && message.tags.length))
                                message.tags = [];
                            message.tags.push(reader.stringVerify());
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.level7 = $root.bench.edge.Level7.decode(reader, reader.size(), $undefined, _depth + 1, message.level7);
                            message._level7 = "level7";
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Level6.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Level6.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.tags != null && $Object.hasOwnProperty.call(message, "tags")) {
                    if (!$Array.isArray(message.tags))
                        return "tags: array expected";
                    for (let i = 0; i < message.tags.length; ++i)
                        if (!$util.isString(message.tags[i]))
                            return "tags: string[] expected";
                }
                if (message.level7 != null && $Object.hasOwnProperty.call(message, "level7")) {
                    properties._level7 = 1;
                    {
                        let error = $root.bench.edge.Level7.verify(message.level7, _depth + 1);
                        if (error)
                            return "level7." + error;
                    }
                }
                return null;
            };

            Level6.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Level6)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Level6: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Level6();
                if (object.tags) {
                    if (!$Array.isArray(object.tags))
                        throw $TypeError(".bench.edge.Level6.tags: array expected");
                    message.tags = $Array(object.tags.length);
                    for (let i = 0; i < object.tags.length; ++i)
                        message.tags[i] = $String(object.tags[i]);
                }
                if (object.level7 != null) {
                    if (!$util.isObject(object.level7))
                        throw $TypeError(".bench.edge.Level6.level7: object expected");
                    message.level7 = $root.bench.edge.Level7.fromObject(object.level7, _depth + 1);
                }
                return message;
            };

            Level6.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.tags = [];
                if (message.tags && message.tags.length) {
                    object.tags = $Array(message.tags.length);
                    for (let j = 0; j < message.tags.length; ++j)
                        object.tags[j] = message.tags[j];
                }
                if (message.level7 != null && $Object.hasOwnProperty.call(message, "level7"))
                    object.level7 = $root.bench.edge.Level7.toObject(message.level7, options, _depth + 1);
                return object;
            };

            Level6.prototype.toJSON = function() {
                return Level6.toObject(this, $protobuf.util.toJSONOptions);
            };

            Level6.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Level6";
            };

            return Level6;
        })();

        edge.Level7 = (function() {

            const Level7 = function (properties) {
                this.values = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            Level7.prototype.values = $util.emptyArray;
            Level7.prototype.leaf = null;

            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Level7.prototype, "_leaf", {
                get: $util.oneOfGetter($oneOfFields = ["leaf"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            Level7.create = function(properties) {
                return new Level7(properties);
            };

            Level7.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.values != null && message.values.length)
                    writer.uint32(10).sint32s(message.values);
                if (message.leaf != null && $Object.hasOwnProperty.call(message, "leaf"))
                    $root.bench.edge.Empty.encode(message.leaf, writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            Level7.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            Level7.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.Level7();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType === 2) {
                                if (!(message.values && message.values.length))
                                    message.values = [];
                                reader.sint32s(message.values);
                                continue;
                            }
                            if (wireType !== 0)
                                break;
                            if (!(message.values && message.values.length))
                                message.values = [];
                            message.values.push(reader.sint32());
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.leaf = $root.bench.edge.Empty.decode(reader, reader.size(), $undefined, _depth + 1, message.leaf);
                            message._leaf = "leaf";
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            Level7.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            Level7.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.values != null && $Object.hasOwnProperty.call(message, "values")) {
                    if (!$Array.isArray(message.values))
                        return "values: array expected";
                    for (let i = 0; i < message.values.length; ++i)
                        if (!$util.isInteger(message.values[i]))
                            return "values: integer[] expected";
                }
                if (message.leaf != null && $Object.hasOwnProperty.call(message, "leaf")) {
                    properties._leaf = 1;
                    {
                        let error = $root.bench.edge.Empty.verify(message.leaf, _depth + 1);
                        if (error)
                            return "leaf." + error;
                    }
                }
                return null;
            };

            Level7.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.Level7)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.Level7: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.Level7();
                if (object.values) {
                    if (!$Array.isArray(object.values))
                        throw $TypeError(".bench.edge.Level7.values: array expected");
                    message.values = $Array(object.values.length);
                    for (let i = 0; i < object.values.length; ++i)
                        message.values[i] = object.values[i] | 0;
                }
                if (object.leaf != null) {
                    if (!$util.isObject(object.leaf))
                        throw $TypeError(".bench.edge.Level7.leaf: object expected");
                    message.leaf = $root.bench.edge.Empty.fromObject(object.leaf, _depth + 1);
                }
                return message;
            };

            Level7.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.values = [];
                if (message.values && message.values.length) {
                    object.values = $Array(message.values.length);
                    for (let j = 0; j < message.values.length; ++j)
                        object.values[j] = message.values[j];
                }
                if (message.leaf != null && $Object.hasOwnProperty.call(message, "leaf"))
                    object.leaf = $root.bench.edge.Empty.toObject(message.leaf, options, _depth + 1);
                return object;
            };

            Level7.prototype.toJSON = function() {
                return Level7.toObject(this, $protobuf.util.toJSONOptions);
            };

            Level7.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.Level7";
            };

            return Level7;
        })();

        edge.TreeNode = (function() {

            const TreeNode = function (properties) {
                this.children = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            TreeNode.prototype.label = "";
            TreeNode.prototype.children = $util.emptyArray;

            TreeNode.create = function(properties) {
                return new TreeNode(properties);
            };

            TreeNode.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.label != null && $Object.hasOwnProperty.call(message, "label") && message.label !== "")
                    writer.uint32(10).string(message.label);
                if (message.children != null && message.children.length)
                    for (let i = 0; i < message.children.length; ++i)
                        $root.bench.edge.TreeNode.encode(message.children[i], writer.uint32(18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            TreeNode.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            TreeNode.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.bench.edge.TreeNode();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.label = value;
                            else
                                delete message.label;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if (!(message.children && message.children.length))
                                message.children = [];
                            message.children.push($root.bench.edge.TreeNode.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            TreeNode.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            TreeNode.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.label != null && $Object.hasOwnProperty.call(message, "label"))
                    if (!$util.isString(message.label))
                        return "label: string expected";
                if (message.children != null && $Object.hasOwnProperty.call(message, "children")) {
                    if (!$Array.isArray(message.children))
                        return "children: array expected";
                    for (let i = 0; i < message.children.length; ++i) {
                        let error = $root.bench.edge.TreeNode.verify(message.children[i], _depth + 1);
                        if (error)
                            return "children." + error;
                    }
                }
                return null;
            };

            TreeNode.fromObject = function (object, _depth) {
                if (object instanceof $root.bench.edge.TreeNode)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".bench.edge.TreeNode: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.bench.edge.TreeNode();
                if (object.label != null)
                    if (typeof object.label !== "string" || object.label.length)
                        message.label = $String(object.label);
                if (object.children) {
                    if (!$Array.isArray(object.children))
                        throw $TypeError(".bench.edge.TreeNode.children: array expected");
                    message.children = $Array(object.children.length);
                    for (let i = 0; i < object.children.length; ++i) {
                        if (!$util.isObject(object.children[i]))
                            throw $TypeError(".bench.edge.TreeNode.children: object expected");
                        message.children[i] = $root.bench.edge.TreeNode.fromObject(object.children[i], _depth + 1);
                    }
                }
                return message;
            };

            TreeNode.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.children = [];
                if (options.defaults)
                    object.label = "";
                if (message.label != null && $Object.hasOwnProperty.call(message, "label"))
                    object.label = message.label;
                if (message.children && message.children.length) {
                    object.children = $Array(message.children.length);
                    for (let j = 0; j < message.children.length; ++j)
                        object.children[j] = $root.bench.edge.TreeNode.toObject(message.children[j], options, _depth + 1);
                }
                return object;
            };

            TreeNode.prototype.toJSON = function() {
                return TreeNode.toObject(this, $protobuf.util.toJSONOptions);
            };

            TreeNode.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/bench.edge.TreeNode";
            };

            return TreeNode;
        })();

        return edge;
    })();

    return bench;
})();

export {
  $root as default
};
